import type { Language } from '@giro/shared';

export const gatewayNames = ['payeer', 'tropipay', 'airtm', 'ducapp'] as const;
export type GatewayName = (typeof gatewayNames)[number];

/** How each gateway is named to senders and in messages. */
export const gatewayLabels: Record<GatewayName, string> = {
  payeer: 'Payeer',
  tropipay: 'TropiPay',
  airtm: 'Airtm',
  ducapp: 'Ducapp',
};

export function isGatewayName(value: string): value is GatewayName {
  return (gatewayNames as readonly string[]).includes(value);
}

export interface PaymentRequest {
  /** The order's reference: unique per order, echoed back by the gateway's callback. */
  orderReference: string;
  /** Decimal string with at most 2 decimals, above 0: "12.50". */
  amount: string;
  /** ISO code the order is priced in: "USD". */
  currency: string;
  description: string;
  language: Language;
  /** Absolute URLs the gateway sends the payer back to. */
  returnUrls: { success: string; failure: string };
  /** Giro's absolute callback URL for this gateway: `<origin>/payments/callback/<gateway>`. */
  notifyUrl: string;
}

/** Where the payer goes: a payment link (`url`) or a merchant form as a GET URL (`formUrl`). */
export type PaymentLink = { url: string; formUrl?: never } | { formUrl: string; url?: never };

export type PaymentStatus = 'paid' | 'failed' | 'pending';

/** A callback proven to come from the gateway, and to match its order's amount and currency. */
export interface VerifiedPayment {
  gateway: GatewayName;
  orderReference: string;
  status: PaymentStatus;
  /** What the gateway reports, as a decimal string with 2 decimals. */
  amount: string;
  currency: string;
  /** The gateway's own id of the payment: unique per payment, the key of idempotency. */
  gatewayTransactionId: string;
  /** The callback as received (and, for re-fetch gateways, the gateway's answer): for history. */
  raw: unknown;
}

export type RejectionReason =
  | 'malformed'
  | 'forged_signature'
  | 'wrong_merchant'
  | 'unknown_payment'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch';

interface CallbackRejection {
  gateway: GatewayName;
  reason: RejectionReason;
  /** Known when the callback named its order (even if it is forged). */
  orderReference?: string;
  raw: unknown;
}

export type CallbackOutcome =
  | { ok: true; payment: VerifiedPayment }
  | { ok: false; rejection: CallbackRejection };

/** The amount and currency an order must be paid with. */
export interface ExpectedPayment {
  amount: string;
  currency: string;
}

/** The orders side: the expected payment of a reference, or undefined when no such order. */
export type FindExpectedPayment = (orderReference: string) => Promise<ExpectedPayment | undefined>;

/** One payment gateway, as the orders module uses it. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Registers the payment with the gateway; throws GatewayUnavailable or GatewayRequestFailed. */
  createPayment(request: PaymentRequest): Promise<PaymentLink>;
  /**
   * Authenticates a callback body (signature, or re-fetching the payment from the gateway),
   * then checks it against the expected payment of its order.
   */
  verifyCallback(body: unknown, findExpected: FindExpectedPayment): Promise<CallbackOutcome>;
  /** The exact text the gateway wants back, for gateways that do not take the default JSON. */
  callbackReply?(outcome: CallbackOutcome): string;
}

export function rejected(
  gateway: GatewayName,
  reason: RejectionReason,
  raw: unknown,
  orderReference?: string,
): CallbackOutcome {
  return {
    ok: false,
    rejection: { gateway, reason, raw, ...(orderReference && { orderReference }) },
  };
}
