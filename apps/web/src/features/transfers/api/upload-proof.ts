import { uploadProofResponseSchema } from '@giro/shared/transfers/proof-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastApiError } from '../lib/toast-api-error';
import { transferQueryKey } from './get-transfer';

function uploadProof(reference: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post(
    `/api/orders/${encodeURIComponent(reference)}/proof`,
    uploadProofResponseSchema,
    body,
  );
}

export function useUploadProof(reference: string, uploadedMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProof(reference, file),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferQueryKey(reference) });
      notify.success(uploadedMessage);
    },
    onError: toastApiError,
  });
}
