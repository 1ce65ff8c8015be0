import { accountSecuritySchema } from '@giro/shared/accounts/second-factor-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './security-keys';

function getSecurity({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/account/security', accountSecuritySchema, { signal });
}

function securityQueryOptions() {
  return queryOptions({ queryKey: securityKeys.overview, queryFn: getSecurity });
}

/** The account's passkeys, authenticator app and recovery codes left. */
export function useSecurity() {
  return useQuery(securityQueryOptions());
}
