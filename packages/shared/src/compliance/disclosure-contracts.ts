import { z } from 'zod';

const decimal = z.string();

/**
 * POST /api/disclosure (the quote's own body): what the sender agrees to before paying, as the
 * Remittance Transfer Rule lists it — amount sent, fees, exchange rate, total, what the receiver
 * gets and the date the money is available (from the delivery option) — priced by the server.
 */
export const disclosureSchema = z.object({
  pricing_currency: z.string(),
  destination_currency: z.string(),
  principal: decimal,
  commission: decimal,
  delivery_cost: decimal,
  total: decimal,
  rate: decimal,
  receiving: decimal,
  /** The latest day the money is available if paid today (YYYY-MM-DD, Havana). */
  available_on: z.string(),
  delivery_interval: z.string().nullable(),
  /** The sender may cancel this many minutes after paying, while not delivered. */
  cancel_minutes: z.number().int(),
  /** The sender may report an error this many days after the availability date. */
  claim_days: z.number().int(),
});
export type Disclosure = z.infer<typeof disclosureSchema>;
