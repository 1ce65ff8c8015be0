import { passkeyCreationOptionsSchema } from '@giro/shared/accounts/passkey-contracts';
import { addPasskeyResponseSchema } from '@giro/shared/accounts/second-factor-contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { createPasskey } from '../lib/webauthn';

/** Options from the server, the device's new passkey, and the server keeps it. */
export async function addPasskey() {
  const options = await api.post('/api/account/passkeys/options', passkeyCreationOptionsSchema);
  const credential = await createPasskey(options);
  return api.post('/api/account/passkeys', addPasskeyResponseSchema, { credential });
}

export function removePasskey(id: string) {
  return api.delete(`/api/account/passkeys/${id}`, z.undefined());
}
