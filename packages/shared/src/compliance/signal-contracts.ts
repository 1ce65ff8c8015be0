import { z } from 'zod';
import { orderStatusSchema } from '../orders/order-status.ts';

/**
 * Structuring signals (console, Compliance): orders of one sender in 24 hours each just under a
 * limit, one receiver paid by many senders, one sender paying many receivers.
 */
const signalKinds = ['near_threshold', 'many_senders', 'many_receivers'] as const;

const signalOrderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
  total: z.string(),
  currency: z.string(),
  sender_email: z.string(),
  receiver_name: z.string(),
  receiver_document: z.string(),
});
export type SignalOrder = z.infer<typeof signalOrderSchema>;

const signalSchema = z.object({
  kind: z.enum(signalKinds),
  /** Whom it is about: the sender's email, or the receiver's name and document. */
  subject: z.string(),
  /** Orders, senders or receivers counted, as the kind says. */
  count: z.number().int(),
  orders: z.array(signalOrderSchema),
});
export type Signal = z.infer<typeof signalSchema>;

export const signalsSchema = z.object({
  /** The signals look at orders created since this instant (30 days back). */
  since: z.iso.datetime({ offset: true }),
  signals: z.array(signalSchema),
});
export type Signals = z.infer<typeof signalsSchema>;
