import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';
import { reconciliationReportSchema } from '@giro/shared/reconciliation/reconciliation-contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { adminKeys } from './admin-query-keys';

function reconciliationReportQuery(accountId: number, range: DateRangeQuery) {
  return queryOptions({
    queryKey: [...adminKeys.reconciliation, 'report', accountId, range],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/reconciliation/accounts/${accountId}/report`,
        reconciliationReportSchema,
        {
          signal,
          query: { ...range },
        },
      ),
  });
}

export const useReconciliationReport = (accountId: number, range: DateRangeQuery) =>
  useQuery(reconciliationReportQuery(accountId, range));

function reportFileName(accountId: number, { from, to }: DateRangeQuery): string {
  return `giro-reconciliation-${accountId}-${from}-${to}.csv`;
}

/** The report's CSV, fetched with the staff session's headers. */
async function downloadReconciliationReport({
  accountId,
  range,
}: {
  accountId: number;
  range: DateRangeQuery;
}): Promise<void> {
  const csv = await api.blob(`/api/admin/reconciliation/accounts/${accountId}/report.csv`, {
    query: { ...range },
  });
  saveBlob(csv, reportFileName(accountId, range));
}

export function useDownloadReconciliationReport() {
  return useMutation({
    mutationFn: downloadReconciliationReport,
    onError: (error: Error) => notify.error(error.message),
  });
}
