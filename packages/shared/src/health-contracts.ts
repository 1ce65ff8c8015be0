import { z } from 'zod';

/** GET /healthz: the process answers (it asks no database). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: this instance takes traffic. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** /readyz's 503: also the error shape, so clients reading `{ message, code }` understand it. */
export const unavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  code: z.literal('unavailable'),
  message: z.string(),
});
