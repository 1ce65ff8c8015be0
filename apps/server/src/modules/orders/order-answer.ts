import {
  type CreateOrderErrorCode,
  type CreateOrderHoldCode,
  type CreateOrderResponse,
  type Language,
  translateShared,
} from '@giro/shared';
import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import type { OrderRow } from './orders-tables.ts';
import type { PaymentLinks } from './payment-starter.ts';

const noLinks: PaymentLinks = { url: '', formUrl: '' };

/** create_order's answer for a new or reused order. */
export function orderAnswer(order: OrderRow, links: PaymentLinks = noLinks): CreateOrderResponse {
  const { payTo } = order;
  return {
    error: false,
    result: {
      message: '',
      code: '',
      ...links,
      reference: order.reference,
      fiat_account: payTo?.kind === 'account' ? accountOf(payTo) : null,
      crypto_amount: order.cryptoAmount,
      crypto_expires_at: order.cryptoExpiresAt?.toISOString() ?? null,
    },
  };
}

function accountOf({ kind: _kind, ...account }: Extract<OrderRow['payTo'], { kind: 'account' }>) {
  return account;
}

/**
 * A placed order that cannot be paid yet: its reference, no account, wallet or gateway page,
 * and `code` saying why (`compliance_review`, `identity_required`) with its message.
 */
export function heldAnswer(
  order: OrderRow,
  hold: HoldReason,
  language: Language,
): CreateOrderResponse {
  const code = heldCodes[hold];
  return {
    error: false,
    result: { ...withoutPayment(code, language), reference: order.reference },
  };
}

const heldCodes = {
  sanctions: 'compliance_review',
  // The sender needs no more than that the order is reviewed before it can be paid.
  screening_unavailable: 'compliance_review',
  identity: 'identity_required',
} as const satisfies Record<HoldReason, CreateOrderHoldCode>;

function withoutPayment(code: CreateOrderErrorCode | CreateOrderHoldCode, language: Language) {
  return {
    message: translateShared(language, `errors.${code}`),
    code,
    ...noLinks,
    reference: '',
    fiat_account: null,
    crypto_amount: null,
    crypto_expires_at: null,
  };
}

/** The answer with the error flag: `result.message` is shown in the checkout's red box. */
export function orderRefusal(code: CreateOrderErrorCode, language: Language): CreateOrderResponse {
  return { error: true, result: withoutPayment(code, language) };
}
