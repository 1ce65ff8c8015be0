import type { PaymentRequest } from '../../src/modules/payments/payment-gateway.ts';

export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderReference: 'GIRO-1001',
    amount: '25.50',
    currency: 'USD',
    description: 'Remesa GIRO-1001',
    language: 'es',
    returnUrls: {
      success: 'https://giro.example/payment-success',
      failure: 'https://giro.example/payment-error',
    },
    notifyUrl: 'https://giro.example/payments/callback/tropipay',
    ...overrides,
  };
}
