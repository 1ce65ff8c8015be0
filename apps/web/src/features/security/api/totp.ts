import {
  factorAddedSchema,
  totpEnrolmentSchema,
} from '@giro/shared/accounts/second-factor-contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** A new secret for the authenticator app; nothing changes until a code confirms it. */
export function startTotp() {
  return api.post('/api/account/totp', totpEnrolmentSchema);
}

/** The app's first code turns it on; the answer may hold the account's new recovery codes. */
export function confirmTotp(code: string) {
  return api.post('/api/account/totp/confirm', factorAddedSchema, { code });
}

export function removeTotp() {
  return api.delete('/api/account/totp', z.undefined());
}
