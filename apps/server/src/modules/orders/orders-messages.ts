import type { Language, OrderStatus, PaymentMethod } from '@giro/shared';

// Texts of the orders module the shared catalogues do not hold; failures use `errors.<code>`.
const statusLabels: Record<Language, Record<OrderStatus, string>> = {
  es: {
    awaiting_payment: 'Pendiente de pago',
    payment_submitted: 'Pago en verificación',
    paid: 'Pagada',
    processing: 'En proceso de entrega',
    delivered: 'Entregada',
    cancelled: 'Cancelada',
    expired: 'Vencida',
    failed: 'Pago fallido',
    refunded: 'Reembolsada',
    replaced: 'Reemplazada',
  },
  en: {
    awaiting_payment: 'Awaiting payment',
    payment_submitted: 'Payment being verified',
    paid: 'Paid',
    processing: 'Being delivered',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    expired: 'Expired',
    failed: 'Payment failed',
    refunded: 'Refunded',
    replaced: 'Replaced',
  },
};

// Brand names read the same in both languages; the bank transfer and crypto are translated.
const brandNames: Record<Exclude<PaymentMethod, 'transferencia' | 'crypto'>, string> = {
  airtm: 'Airtm',
  payeer: 'Payeer',
  zelle: 'Zelle',
  paypal: 'PayPal',
  tropipay: 'TropiPay',
  ducapp: 'Ducapp',
};
const wordNames: Record<'transferencia' | 'crypto', Record<Language, string>> = {
  transferencia: { es: 'Transferencia bancaria', en: 'Bank transfer' },
  crypto: { es: 'Criptomonedas', en: 'Crypto' },
};

const confirmations: Record<Language, string> = {
  es: 'Recibimos la confirmación de su pago. Le avisaremos por correo cuando lo verifiquemos.',
  en: 'We have received your payment confirmation. We will email you once it is verified.',
};

const paymentDescriptions: Record<Language, string> = { es: 'Remesa', en: 'Remittance' };

/** What the gateway's payment page says the sender pays for: "Remesa GR-7K3M9Q". */
export function paymentDescription(language: Language, reference: string): string {
  return `${paymentDescriptions[language]} ${reference}`;
}

export function statusLabel(language: Language, status: OrderStatus): string {
  return statusLabels[language][status];
}

export function methodLabel(language: Language, method: PaymentMethod): string {
  return method === 'transferencia' || method === 'crypto'
    ? wordNames[method][language]
    : brandNames[method];
}

/** What POST /confirm_fiat_payment and /confirm_crypto_payment answer. */
export function paymentSubmittedMessage(language: Language): string {
  return confirmations[language];
}
