import { transferDetailSchema } from '@giro/shared/transfers/transfer-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastApiError } from '../lib/toast-api-error';
import { transferQueryKey } from './get-transfer';
import { transfersQueryKey } from './get-transfers';

function cancelTransfer(reference: string) {
  return api.post(`/api/orders/${encodeURIComponent(reference)}/cancel`, transferDetailSchema);
}

/** Cancels an order awaiting payment, then shows its new status everywhere. */
export function useCancelTransfer(reference: string, cancelledMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTransfer(reference),
    onSuccess: async (detail) => {
      queryClient.setQueryData(transferQueryKey(reference), detail);
      await queryClient.invalidateQueries({ queryKey: [...transfersQueryKey, 'page'] });
      notify.success(cancelledMessage);
    },
    onError: toastApiError,
  });
}
