import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toastApiError } from '../lib/toast-api-error';
import { receiversQueryKey } from './get-receivers';

function deleteReceiver(id: number) {
  return api.delete(`/api/receivers/${id}`, z.undefined());
}

export function useDeleteReceiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceiver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiversQueryKey }),
    onError: toastApiError,
  });
}
