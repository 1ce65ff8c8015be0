import { paymentLinkResponseSchema } from '@giro/shared/transfers/transfer-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/orders/:reference/payment-link: a fresh gateway page for an unpaid gateway order. */
function getPaymentLink(reference: string) {
  return api.post(
    `/api/orders/${encodeURIComponent(reference)}/payment-link`,
    paymentLinkResponseSchema,
  );
}

export function usePaymentLink() {
  return useMutation({ mutationFn: getPaymentLink });
}
