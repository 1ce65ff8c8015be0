import { auditPageSchema } from '@giro/shared/admin/audit-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export type AuditFilters = { actor: string; entity: string };

/** One page of the log: the newest entries, or those older than `before`. */
function auditLogQuery(filters: AuditFilters, before: string | null) {
  return queryOptions({
    queryKey: [...adminKeys.audit, filters, before],
    queryFn: ({ signal }) =>
      api.get('/api/admin/audit', auditPageSchema, {
        signal,
        query: {
          actor: filters.actor || undefined,
          entity: filters.entity || undefined,
          before: before ?? undefined,
        },
      }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useAuditLog = (filters: AuditFilters, before: string | null) =>
  useQuery(auditLogQuery(filters, before));
