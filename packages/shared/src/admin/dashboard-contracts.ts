import { z } from 'zod';
import { orderStatusSchema } from '../orders/order-status.ts';

const isoDate = z.iso.date({ error: 'validation.invalid' });

const dayMs = 24 * 60 * 60 * 1000;
/** The longest range asked for at once: a year, leap day included. */
const maxRangeDays = 366;

const rangeRule = (error: string) => ({
  error,
  path: ['to'],
  // Only two real days make a range: a malformed one already has its own message.
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
});

/**
 * GET /api/admin/dashboard and GET /api/admin/orders/export.csv: the UTC days `from` to `to`,
 * both included (at most 366 days; `from` after `to` is refused with 422).
 */
export const dateRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine(({ from, to }) => from <= to, rangeRule('validation.date_range_order'))
  .refine(
    ({ from, to }) => (Date.parse(to) - Date.parse(from)) / dayMs < maxRangeDays,
    rangeRule('validation.date_range_too_long'),
  );
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/**
 * How long an instance holds the quotes it answered before writing their counts (and so what
 * the funnel's quote figure may lack, or lose in a crash): the console says it beside the figure.
 */
export const quoteCountWindowSeconds = 5;

/** Money summed per currency: orders are priced in several (USD, EUR, CAD…). */
export const amountsSchema = z.array(z.object({ currency: z.string(), amount: z.string() }));

export const dashboardSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Orders created in the range per corridor; volume is the principal of its paid transfers. */
  corridors: z.array(
    z.object({
      payment_currency: z.string(),
      destination_currency: z.string(),
      orders: z.number().int(),
      paid: z.number().int(),
      volume: z.string(),
      pricing_currency: z.string(),
    }),
  ),
  /** Commission of paid transfers (paid, processing, delivered) per day they were created. */
  commission_per_day: z.array(z.object({ day: isoDate, currency: z.string(), amount: z.string() })),
  orders_by_status: z.array(z.object({ status: orderStatusSchema, orders: z.number().int() })),
  /**
   * Quotes answered, orders created, orders that were paid, orders delivered. Quotes are
   * written every `quoteCountWindowSeconds`: the figure lags by as much, and a crashed instance
   * loses at most its last window of quotes.
   */
  funnel: z.object({
    quotes: z.number().int(),
    orders: z.number().int(),
    paid: z.number().int(),
    delivered: z.number().int(),
  }),
  /** Median seconds from the first "paid" to "delivered" of the range's delivered orders. */
  median_paid_to_delivered_seconds: z.number().nullable(),
  /** Agents by paid transfers brought in the range, at most 10. */
  top_agents: z.array(
    z.object({
      hash: z.string(),
      name: z.string(),
      orders: z.number().int(),
      paid: z.number().int(),
      volume: amountsSchema,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The accounting export's columns, in order (the CSV's header row). */
export const ordersExportColumns = [
  'reference',
  'created_at',
  'paid_at',
  'delivered_at',
  'status',
  'method',
  'sender_name',
  'sender_email',
  'receiver_name',
  'payment_currency',
  'destination_currency',
  'pricing_currency',
  'principal',
  'commission',
  'delivery_cost',
  'total',
  'receiving',
  'rate',
  'agent_hash',
  'agent_commission',
] as const;
export type OrdersExportColumn = (typeof ordersExportColumns)[number];
