import { recoveryCodesSchema } from '@giro/shared/accounts/second-factor-contracts';
import { api } from '@/lib/api-client';

/** Ten new codes, shown once; the old ones stop working. */
export function newRecoveryCodes() {
  return api.post('/api/account/recovery-codes', recoveryCodesSchema);
}
