import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toastApiError } from '../lib/toast-api-error';

async function downloadReceipt(reference: string): Promise<void> {
  const pdf = await api.blob(`/api/orders/${encodeURIComponent(reference)}/receipt.pdf`);
  saveBlob(pdf, `receipt-${reference}.pdf`);
}

/** The receipt PDF, fetched with the session's headers and saved by the browser. */
export function useDownloadReceipt(reference: string) {
  return useMutation({ mutationFn: () => downloadReceipt(reference), onError: toastApiError });
}
