import {
  type CreateRateAlertBody,
  rateAlertSchema,
} from '@giro/shared/rate-alerts/rate-alert-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rateAlertsQueryKey } from './get-rate-alerts';

function createRateAlert(body: CreateRateAlertBody) {
  return api.post('/api/rate-alerts', rateAlertSchema, body);
}

export function useCreateRateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRateAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateAlertsQueryKey }),
  });
}
