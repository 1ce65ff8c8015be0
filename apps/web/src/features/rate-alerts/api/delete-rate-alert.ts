import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { rateAlertsQueryKey } from './get-rate-alerts';

function deleteRateAlert(id: number) {
  return api.delete(`/api/rate-alerts/${id}`, z.undefined());
}

export function useDeleteRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRateAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
    onError: (error) => notify.error(error.message),
  });
}
