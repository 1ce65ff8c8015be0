import { z } from 'zod';

/** Body of every 4xx/5xx answer: `message` is already in the request's language. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
