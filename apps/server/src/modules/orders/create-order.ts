import {
  type CardPrefixLists,
  type ContactInfo,
  type CreateOrderBody,
  type CreateOrderResponse,
  methodAcceptsCart,
  type PaymentMethod,
  quoteType,
} from '@giro/shared';
import { deliveryCost } from '@giro/shared/pricing/breakdown';
import Big from 'big.js';
import type { Database } from '../../db/database.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { createAgentsRepository } from '../agents/agents-repository.ts';
import type { PricedRemittance } from '../pricing/price-remittance.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { createReceiversRepository } from '../receivers/receivers-repository.ts';
import { cartFingerprint } from './cart-fingerprint.ts';
import { parseContact } from './contact-validation.ts';
import { heldAnswer, orderAnswer, orderRefusal } from './order-answer.ts';
import type { OrderChecks } from './order-checks.ts';
import type { OrderExpiry } from './order-expiry.ts';
import { methodNotForCart, methodUnavailable } from './orders-errors.ts';
import type { PaymentInstructions } from './payment-instructions.ts';
import type { OrderDraft, PaymentStarter, StartContext } from './payment-starter.ts';
import { placeOrder } from './place-order.ts';

export interface CreateOrderDeps {
  db: Database;
  now: () => Date;
  pricing: Pick<PricingService, 'quote'>;
  prefixLists: () => Promise<CardPrefixLists>;
  isEnabled: (method: PaymentMethod) => Promise<boolean>;
  starters: Partial<Record<PaymentMethod, PaymentStarter>>;
  expiry: Pick<OrderExpiry, 'expireDue'>;
  instructions: Pick<PaymentInstructions, 'schedule'>;
  checks: OrderChecks;
}

/** What the sender was shown differs from the server's price: the cart must be recalculated. */
function quoteChanged({ quote }: PricedRemittance, cart: CreateOrderBody['cart']): boolean {
  return (
    quote.underlimit ||
    !new Big(quote.topay).eq(cart.pvp) ||
    !new Big(quote.receiving).eq(cart.receiving)
  );
}

function draftOf(
  user: SessionUser,
  body: CreateOrderBody,
  contact: ContactInfo,
  priced: PricedRemittance,
  now: Date,
  agentSharePercent: string | null,
): OrderDraft {
  const { cart } = body;
  const { quote } = priced;
  return {
    userId: user.id,
    agentHash: body.key === '' ? null : body.key,
    agentSharePercent,
    method: body.method,
    status: 'awaiting_payment',
    paymentCurrency: cart.currency,
    pricingCurrency: priced.pricingCurrency,
    destinationCurrency: cart.destination_currency,
    deliveryOptionId: priced.deliveryId,
    principal: quote.value,
    commission: quote.comision,
    deliveryCost: deliveryCost(quote),
    total: quote.topay,
    receiving: quote.receiving,
    rate: quote.tasa,
    cartFingerprint: cartFingerprint({
      currency: cart.currency,
      destination: cart.destination_currency,
      agentHash: body.key,
      deliveryId: priced.deliveryId,
      quote,
      contact,
    }),
    sender: contact.sender,
    receiver: contact.receiver,
    bank: contact.bank,
    paymentChosenAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * POST /create_order: validates the contact, re-prices the cart (never trusting its amounts),
 * then places the order (within the sender's limits, screened), answers the cart's live order
 * again, or changes its method. An order on hold is answered without a way to pay it.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  user: SessionUser,
  body: CreateOrderBody,
  context: StartContext,
): Promise<CreateOrderResponse> {
  const { cart, method } = body;
  const contact = parseContact(
    body.contact,
    cart.destination_currency,
    await deps.prefixLists(),
    context.language,
  );
  const starter = deps.starters[method];
  if (starter === undefined || !(await deps.isEnabled(method))) throw methodUnavailable(method);
  const priced = await deps.pricing.quote({
    amount: cart.net_price,
    currency: cart.currency,
    destination_currency: cart.destination_currency,
    type: quoteType.send,
    key: body.key,
    delivery: cart.delivery_item,
  });
  const fiat = priced.paymentMode === 'fiat';
  if (!methodAcceptsCart(method, { currency: cart.currency, fiat })) {
    throw methodNotForCart(method, cart.currency);
  }
  if (quoteChanged(priced, cart)) return orderRefusal('quote_changed', context.language);
  // An open crypto order past its window must not be reused: close it first.
  if (method === 'crypto') await deps.expiry.expireDue(user.id);
  // The agent's share now: changing it later leaves what this order earns them as it was.
  const share =
    body.key === ''
      ? null
      : ((await createAgentsRepository(deps.db).commissionShare(body.key)) ?? null);
  const draft = draftOf(user, body, contact, priced, deps.now(), share);
  const order = await placeOrder(deps.db, draft, starter, priced.quote, {
    admit: deps.checks.admit,
    async created(tx, placed) {
      await createReceiversRepository(tx).remember(placed);
      await deps.checks.placed(tx, placed);
    },
    // A held order's instructions wait for its release (the job finds it held).
    chosen: (tx, placed) => deps.instructions.schedule(tx, placed),
  });
  const hold = await deps.checks.paymentHold(deps.db, order.id);
  if (hold !== null) return heldAnswer(order, hold, context.language);
  return orderAnswer(order, await starter.links?.(order, context));
}
