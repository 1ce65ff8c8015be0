import { z } from 'zod';

/** Unpaid Zelle, PayPal and transfer orders expire after this many hours unless set otherwise. */
export const defaultUnpaidOrderHours = 72;
/** A month: longer and the rate and the receiving account are no longer what the sender saw. */
const maxUnpaidOrderHours = 720;

const hours = z
  .number({ error: 'validation.expiry_hours' })
  .int({ error: 'validation.expiry_hours' })
  .min(1, { error: 'validation.expiry_hours' })
  .max(maxUnpaidOrderHours, { error: 'validation.expiry_hours' });

/** GET and PUT /api/admin/order-expiry: how long a manual order waits for its money. */
export const orderExpirySettingsSchema = z.object({ unpaid_order_hours: hours });
export type OrderExpirySettings = z.infer<typeof orderExpirySettingsSchema>;
