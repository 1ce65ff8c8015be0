import { z } from 'zod';
import { gatewayAmount } from '../gateway-amounts.ts';
import type { SandboxPayment, SandboxStore, StoredGateway } from './sandbox-store.ts';

export type SandboxFields = Record<string, string>;

/** What the test payment page shows, and the hidden fields its form posts back. */
export interface SandboxView {
  /** The reference the gateway shows: the order's, or the gateway's code for it. */
  reference: string;
  /** The order's own reference: whose sender may decide the payment. */
  orderReference: string;
  amount: string;
  currency: string;
  description: string;
  fields: SandboxFields;
}

/** The payer's decision, played as the gateway would: its callback, then the browser's next page. */
export interface SandboxDecision {
  callback: { contentType: string; body: string };
  redirectTo: string;
}

/** One gateway's checkout page in the sandbox. */
export interface SandboxCheckout {
  /** The payment of the page's query or form; undefined when unknown, settled or forged. */
  view(fields: SandboxFields): SandboxView | undefined;
  decide(fields: SandboxFields, approved: boolean): SandboxDecision | undefined;
}

/** An amount a fake API receives as a JSON number, as the money string the store keeps. */
export const sandboxAmount = z
  .number()
  .positive()
  .transform((amount) => gatewayAmount(amount))
  .pipe(z.string());

const jsonCallback = (body: unknown) => ({
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** The checkout of a gateway whose payments the fake API stored; the page carries only `id`. */
export function storedCheckout(
  store: SandboxStore,
  gateway: StoredGateway,
  callbackOf: (payment: SandboxPayment) => unknown,
  orderReferenceOf: (reference: string) => string | undefined = (reference) => reference,
): SandboxCheckout {
  const open = (fields: SandboxFields) => {
    const payment = store.find(gateway, fields.id);
    return payment?.status === 'created' ? payment : undefined;
  };
  return {
    view(fields) {
      const payment = open(fields);
      if (payment === undefined) return undefined;
      const { reference, amount, currency, description, id } = payment;
      const orderReference = orderReferenceOf(reference) ?? '';
      return { reference, orderReference, amount, currency, description, fields: { id } };
    },
    decide(fields, approved) {
      const payment = open(fields);
      if (payment === undefined) return undefined;
      store.settle(payment, approved);
      return {
        callback: jsonCallback(callbackOf(payment)),
        redirectTo: approved ? payment.returnUrls.success : payment.returnUrls.failure,
      };
    },
  };
}
