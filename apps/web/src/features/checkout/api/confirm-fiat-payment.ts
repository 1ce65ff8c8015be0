import {
  type ConfirmFiatPaymentBodyInput,
  confirmPaymentResponseSchema,
} from '@giro/shared/orders/confirm-payment-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadPaymentProof } from '@/lib/upload-payment-proof';

/** POST /confirm_fiat_payment: the sender says they paid the Zelle, PayPal or transfer order. */
function confirmFiatPayment(body: ConfirmFiatPaymentBodyInput) {
  return api.post('/confirm_fiat_payment', confirmPaymentResponseSchema, body);
}

/** "I have paid": the payment's reference, then the proof when the sender attached one. */
export function useConfirmFiatPayment() {
  return useMutation({
    mutationFn: async ({
      proof,
      ...body
    }: ConfirmFiatPaymentBodyInput & { proof: File | null }) => {
      const confirmed = await confirmFiatPayment(body);
      if (proof !== null) await uploadPaymentProof(confirmed.reference, proof);
      return confirmed;
    },
  });
}
