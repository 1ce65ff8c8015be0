import { z } from 'zod';
import { deliveryModeSchema } from '../contact-info/delivery-mode.ts';
import { databaseIdSchema } from '../database-id.ts';

/** A receiver as stored with an order: already validated, so plain strings on the way out. */
export const savedReceiverDataSchema = z.object({
  fullname: z.string(),
  email: z.string(),
  document: z.string(),
  phone: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  province: z.string(),
  relation: z.string(),
});
export type SavedReceiverData = z.infer<typeof savedReceiverDataSchema>;

/** The sender as stored with an order. */
export const savedSenderSchema = z.object({
  moneysource: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  crypto: z.string(),
});
export type SavedSender = z.infer<typeof savedSenderSchema>;

/** GET /api/last-sender: the sender as the latest order gave them, null before the first. */
export const lastSenderResponseSchema = z.object({ sender: savedSenderSchema.nullable() });

/** The delivery data stored with an order; `mode` is null for cash. */
export const savedBankSchema = z.object({
  mode: deliveryModeSchema.nullable(),
  swift: z.string(),
  address: z.string(),
  number_card: z.string(),
  account: z.string(),
});
export type SavedBank = z.infer<typeof savedBankSchema>;

/** A receiver remembered from one of the sender's orders ('Elegir destinatario'). */
const savedReceiverSchema = z.object({
  id: z.number().int(),
  destination_currency: z.string(),
  receiver: savedReceiverDataSchema,
  bank: savedBankSchema,
  last_used_at: z.iso.datetime({ offset: true }),
});
export type SavedReceiver = z.infer<typeof savedReceiverSchema>;

/** GET /api/receivers: most recently used first. */
export const listReceiversResponseSchema = z.array(savedReceiverSchema);

export const receiverIdParamsSchema = z.object({ id: databaseIdSchema });
