import {
  type ConfirmFiatPaymentBodyInput,
  confirmPaymentResponseSchema,
} from '@giro/shared/orders/confirm-payment-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /confirm_fiat_payment: the sender says they paid the Zelle or PayPal order. */
function confirmFiatPayment(body: ConfirmFiatPaymentBodyInput) {
  return api.post('/confirm_fiat_payment', confirmPaymentResponseSchema, body);
}

export function useConfirmFiatPayment() {
  return useMutation({ mutationFn: confirmFiatPayment });
}
