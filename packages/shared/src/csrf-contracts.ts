import { z } from 'zod';

/** GET /api/csrf: the double-submit token (also set as the XSRF-TOKEN cookie). */
export const csrfTokenResponseSchema = z.object({ token: z.string() });
