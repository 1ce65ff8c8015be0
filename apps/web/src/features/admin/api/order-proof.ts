import { type OrderFileKind, orderFileLinkSchema } from '@giro/shared/admin/order-admin-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export type { OrderFileKind };

/**
 * An order's uploaded file, opened at the server's one-minute address: an attachment under a
 * sandbox policy, never a blob of the console's own origin, where a crafted file would run as
 * the console. The tab is opened at the click (a popup blocker allows it) and sent there.
 */
async function openOrderProof(reference: string, kind: OrderFileKind): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const path = `/api/admin/orders/${encodeURIComponent(reference)}/file-link` as const;
    const { url } = await api.post(path, orderFileLinkSchema, { kind });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useOpenOrderProof(reference: string, kind: OrderFileKind = 'proof') {
  return useMutation({
    mutationFn: () => openOrderProof(reference, kind),
    onError: (error: Error) => notify.error(error.message),
  });
}
