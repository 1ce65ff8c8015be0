import { staffMeSchema } from '@giro/shared/admin/staff-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** The signed-in staff member; 401 (no session) and 403 (a sender) come back as ApiError. */
function getStaffMe({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/api/admin/me', staffMeSchema, { signal });
}

function staffMeQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me,
    queryFn: getStaffMe,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}
