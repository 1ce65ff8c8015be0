import { z } from 'zod';

/** GET /healthz: alive while the database answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: this instance takes traffic. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** Their 503: also the error shape, so clients reading `{ message, code }` understand it. */
export const unavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  code: z.literal('unavailable'),
  message: z.string(),
});
