import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import {
  csvMappingAnswerSchema,
  reconciliationAccountListSchema,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const reconciliationAccountsQuery = queryOptions({
  queryKey: [...adminKeys.reconciliation, 'accounts'],
  queryFn: ({ signal }) =>
    api.get('/api/admin/reconciliation/accounts', reconciliationAccountListSchema, { signal }),
});

/** The receiving accounts, each with its open lines and latest import. */
export const useReconciliationAccounts = () => useQuery(reconciliationAccountsQuery);

function csvMappingQuery(accountId: number) {
  return queryOptions({
    queryKey: [...adminKeys.reconciliation, 'csv-mapping', accountId],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/reconciliation/accounts/${accountId}/csv-mapping`,
        csvMappingAnswerSchema,
        {
          signal,
        },
      ),
  });
}

export const useCsvMapping = (accountId: number) => useQuery(csvMappingQuery(accountId));

function saveCsvMapping({ accountId, mapping }: { accountId: number; mapping: CsvMapping }) {
  return api.put(
    `/api/admin/reconciliation/accounts/${accountId}/csv-mapping`,
    csvMappingAnswerSchema,
    mapping,
  );
}

export function useSaveCsvMapping(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: saveCsvMapping,
    invalidates: adminKeys.reconciliation,
    onSaved,
  });
}
