import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** How long the opened proof's object URL lives; the new tab has read it long before. */
const objectUrlLifetimeMs = 60_000;

/** The sender's payment proof or the operator's delivery photo. */
export type OrderFileKind = 'proof' | 'delivery-proof';

/** An order's uploaded file, fetched with the staff session's headers, in a new tab. */
async function openOrderProof(reference: string, kind: OrderFileKind = 'proof'): Promise<void> {
  const file = await api.blob(`/api/admin/orders/${encodeURIComponent(reference)}/${kind}`);
  const url = URL.createObjectURL(file);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

export function useOpenOrderProof(reference: string, kind: OrderFileKind = 'proof') {
  return useMutation({
    mutationFn: () => openOrderProof(reference, kind),
    onError: (error: Error) => notify.error(error.message),
  });
}
