import { z } from 'zod';

/** GET /healthz: the process answers (it asks no database). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: this instance takes traffic. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
