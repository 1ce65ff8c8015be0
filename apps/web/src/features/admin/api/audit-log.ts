import { auditPageSchema } from '@giro/shared/admin/audit-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export type AuditFilters = { actor: string; entity: string };

export function auditLogQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.audit, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/admin/audit', auditPageSchema, {
        signal,
        query: {
          actor: filters.actor || undefined,
          entity: filters.entity || undefined,
          before: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/** Newest changes first, a page at a time. */
export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQuery(filters));
