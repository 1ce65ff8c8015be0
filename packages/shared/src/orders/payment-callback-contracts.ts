import { z } from 'zod';

/** POST /payments/callback/:gateway: the gateway's name (its body is the gateway's own format). */
export const paymentCallbackParamsSchema = z.object({ gateway: z.string() });
