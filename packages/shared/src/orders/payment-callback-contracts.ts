import { z } from 'zod';

/** POST /payments/callback/:gateway: the gateway's name (its body is the gateway's own format). */
export const paymentCallbackParamsSchema = z.object({ gateway: z.string() });

/** Its success answer: JSON, or the text a gateway expects back (Payeer: `<id>|success`). */
export const paymentCallbackAnswer = {
  description: 'Accepted; Payeer gets the text answer it expects (`<id>|success`)',
  content: {
    'application/json': { schema: z.object({ received: z.boolean() }) },
    'text/plain': { schema: z.string() },
  },
};
