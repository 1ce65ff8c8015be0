import { signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { passkeyRequestOptionsSchema } from '@giro/shared/accounts/passkey-contracts';
import { api } from '@/lib/api-client';
import { signWithPasskey } from '../lib/webauthn';

/** A sender's sign-in with a passkey alone: the browser offers the passkeys it holds here. */
export async function signInWithPasskey() {
  const options = await api.post('/api/auth/signin/passkey-options', passkeyRequestOptionsSchema);
  const credential = await signWithPasskey(options);
  return api.post('/api/auth/signin/passkey', signInResponseSchema, { credential });
}
