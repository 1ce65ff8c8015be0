import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';

function ordersExportFileName({ from, to }: DateRangeQuery): string {
  return `giro-orders-${from}-${to}.csv`;
}

/** The accounting export of the range's orders, fetched with the staff session's headers. */
async function downloadOrdersExport(range: DateRangeQuery): Promise<void> {
  const { from, to } = range;
  const csv = await api.blob('/api/admin/orders/export.csv', { query: { from, to } });
  saveBlob(csv, ordersExportFileName(range));
}

export function useDownloadOrdersExport() {
  return useMutation({
    mutationFn: downloadOrdersExport,
    onError: (error: Error) => notify.error(error.message),
  });
}
