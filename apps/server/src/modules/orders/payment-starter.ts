import type { CalcMoneySentResponse, Language } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { NewOrder, OrderRow } from './orders-tables.ts';

/** A new order before its reference and payment terms are known. */
export type OrderDraft = Omit<NewOrder, 'reference' | keyof PaymentTerms>;

/** What an order records about where it is paid. */
export type PaymentTerms = Pick<
  NewOrder,
  'payTo' | 'receivingAccountId' | 'cryptoAmount' | 'cryptoExpiresAt'
>;

export interface StartContext {
  language: Language;
  /** The site's public origin, for gateways' return and callback URLs. */
  origin: string;
}

/** Where the sender goes to pay on a gateway's page: `url` (a link) or `formUrl` (a form). */
export interface PaymentLinks {
  url: string;
  formUrl: string;
}

/**
 * How one payment method starts a payment; create_order answers 422 `method_unavailable` for a
 * method without one. Gateway methods (tropipay, ducapp, airtm, payeer) plug in here.
 */
export interface PaymentStarter {
  /** Inside the creating transaction (may lock operator rows); throws AppError to refuse. */
  prepare(tx: Database, draft: OrderDraft, quote: CalcMoneySentResponse): Promise<PaymentTerms>;
  /** After commit, for a new or a reused order; methods without a gateway page omit it. */
  links?(order: OrderRow, context: StartContext): Promise<PaymentLinks>;
}
