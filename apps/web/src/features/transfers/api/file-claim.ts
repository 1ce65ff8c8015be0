import { type ClaimBody, claimSchema } from '@giro/shared/compliance/claim-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastApiError } from '../lib/toast-api-error';
import { transferQueryKey } from './get-transfer';

function fileClaim(reference: string, body: ClaimBody) {
  return api.post(`/api/orders/${encodeURIComponent(reference)}/claims`, claimSchema, body);
}

/** Reports an error on a transfer, then shows it among the transfer's claims. */
export function useFileClaim(reference: string, filedMessage: string, onFiled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimBody) => fileClaim(reference, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferQueryKey(reference) });
      notify.success(filedMessage);
      onFiled();
    },
    onError: toastApiError,
  });
}
