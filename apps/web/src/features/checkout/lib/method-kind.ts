import type { PaymentMethod } from '@giro/shared/orders/payment-methods';

/**
 * What choosing a method does (spec §2): `confirm` creates the order at once and shows the
 * account to pay, then takes the sender's "I have paid"; `email` creates it only when the sender
 * asks for the instructions by mail, then shows the account and takes "I have paid" too; `link`
 * shows a continue-to-pay link; `redirect` shows the total first and goes to the gateway's form
 * when the sender presses pay (never before Giro showed what they pay); `crypto` has its own page.
 */
export type MethodKind = 'confirm' | 'email' | 'link' | 'redirect' | 'crypto';

const kinds: Record<PaymentMethod, MethodKind> = {
  zelle: 'confirm',
  paypal: 'confirm',
  transferencia: 'email',
  tropipay: 'link',
  ducapp: 'link',
  airtm: 'redirect',
  payeer: 'redirect',
  crypto: 'crypto',
};

export function methodKind(method: PaymentMethod): MethodKind {
  return kinds[method];
}

/** Kinds whose order is created as soon as the method is chosen. */
export function createsOrderOnChoice(method: PaymentMethod): boolean {
  const kind = methodKind(method);
  return kind === 'confirm' || kind === 'link';
}
