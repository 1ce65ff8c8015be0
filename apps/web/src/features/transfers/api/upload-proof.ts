import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { uploadPaymentProof } from '@/lib/upload-payment-proof';
import { toastApiError } from '../lib/toast-api-error';
import { transferQueryKey } from './get-transfer';

export function useUploadProof(reference: string, uploadedMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPaymentProof(reference, file),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferQueryKey(reference) });
      notify.success(uploadedMessage);
    },
    onError: toastApiError,
  });
}
