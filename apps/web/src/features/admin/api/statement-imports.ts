import {
  statementImportListSchema,
  statementImportResultSchema,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

function statementImportsQuery(accountId: number) {
  return queryOptions({
    queryKey: [...adminKeys.reconciliation, 'imports', accountId],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/reconciliation/accounts/${accountId}/statements`,
        statementImportListSchema,
        {
          signal,
        },
      ),
  });
}

export const useStatementImports = (accountId: number) =>
  useQuery(statementImportsQuery(accountId));

export function importStatement({ accountId, file }: { accountId: number; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return api.post(
    `/api/admin/reconciliation/accounts/${accountId}/statements`,
    statementImportResultSchema,
    body,
  );
}

export function useImportStatement(
  onSaved?: (result: Awaited<ReturnType<typeof importStatement>>) => void,
) {
  return useAdminMutation({
    mutationFn: importStatement,
    invalidates: adminKeys.reconciliation,
    onSaved,
  });
}
