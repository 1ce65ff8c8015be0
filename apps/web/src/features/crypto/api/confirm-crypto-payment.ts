import {
  type ConfirmCryptoPaymentBodyInput,
  confirmPaymentResponseSchema,
} from '@giro/shared/orders/confirm-payment-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /confirm_crypto_payment: the TXID (`hash`) of the sender's payment for the order. */
function confirmCryptoPayment(body: ConfirmCryptoPaymentBodyInput) {
  return api.post('/confirm_crypto_payment', confirmPaymentResponseSchema, body);
}

export function useConfirmCryptoPayment() {
  return useMutation({ mutationFn: confirmCryptoPayment });
}
