import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { areDestinationCodes, isDestinationCode } from '../../lib/destination-codes.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Display order, ascending. */
const position = () => integer('position').notNull().default(0);

/** What senders pay with: fiat (USD, EUR…) or crypto (BTC, USDT…). */
export const paymentCurrencies = pgTable('payment_currencies', {
  code: text('code').primaryKey(),
  fiat: boolean('fiat').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: position(),
});

/** What receivers get (spec §9 codes). Cuban channels close often: `enabled` plus a notice. */
export const destinationCurrencies = pgTable(
  'destination_currencies',
  {
    code: text('code').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** Offered to direct customers, who come without an agent hash. */
    direct: boolean('direct').notNull().default(true),
    noticeEs: text('notice_es'),
    noticeEn: text('notice_en'),
    position: position(),
  },
  (table) => [check('destination_currencies_code', isDestinationCode(table.code))],
);

/** The operator's terms for one payment → destination pair; money in the pricing currency. */
export const currencyRoutes = pgTable(
  'currency_routes',
  {
    paymentCurrency: text('payment_currency')
      .notNull()
      .references(() => paymentCurrencies.code),
    destinationCurrency: text('destination_currency')
      .notNull()
      .references(() => destinationCurrencies.code),
    tasa: numeric('tasa', { precision: 18, scale: 6 }).notNull(),
    commissionPercent: numeric('commission_percent', { precision: 7, scale: 4 }).notNull(),
    commissionFixed: money('commission_fixed').notNull().default('0'),
    minPrincipal: money('min_principal').notNull(),
    maxPrincipal: money('max_principal').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentCurrency, table.destinationCurrency] }),
    check(
      'currency_routes_terms',
      sql`${table.tasa} > 0 and ${table.commissionPercent} >= 0 and ${table.commissionFixed} >= 0
        and ${table.minPrincipal} > 0 and ${table.maxPrincipal} >= ${table.minPrincipal}`,
    ),
  ],
);

/** Delivery-cost options; `cost` is in the pricing currency of the route it is used with. */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: serial('id').primaryKey(),
    intervalEs: text('interval_es').notNull(),
    intervalEn: text('interval_en').notNull(),
    cost: money('cost').notNull().default('0'),
    /** > 0 marks the preselected option; the highest wins when several serve a destination. */
    isDefault: integer('is_default').notNull().default(0),
    /** Business days after payment within which the money is available (the sender's disclosure). */
    availableWithinDays: integer('available_within_days').notNull().default(3),
    destinations: text('destinations').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: position(),
  },
  (table) => [
    check('delivery_options_terms', sql`${table.cost} >= 0 and ${table.isDefault} >= 0`),
    check('delivery_options_available_within', sql`${table.availableWithinDays} between 0 and 60`),
    check('delivery_options_destinations', areDestinationCodes(table.destinations)),
  ],
);

/** Operator-set USD price of one unit of each crypto currency. */
export const cryptoPrices = pgTable(
  'crypto_prices',
  {
    currency: text('currency')
      .primaryKey()
      .references(() => paymentCurrencies.code),
    priceUsd: numeric('price_usd', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('crypto_prices_positive', sql`${table.priceUsd} > 0`)],
);

/**
 * Quotes the calculator answered, counted per UTC day and corridor (the funnel's first step):
 * one row per day and corridor, incremented, never a row per request.
 */
export const quoteCounts = pgTable(
  'quote_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.paymentCurrency, table.destinationCurrency] }),
  ],
);
