import { unsubscribeRateAlertResponseSchema } from '@giro/shared/rate-alerts/rate-alert-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function unsubscribeRateAlert(token: string) {
  return api.post('/api/rate-alerts/unsubscribe', unsubscribeRateAlertResponseSchema, { token });
}

/** The mail's link: no session, the signed token says which alert. */
export function useUnsubscribeRateAlert() {
  return useMutation({ mutationFn: unsubscribeRateAlert });
}
