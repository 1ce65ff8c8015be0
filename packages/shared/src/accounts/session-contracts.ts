import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

const deviceKinds = ['desktop', 'mobile', 'tablet', 'other'] as const;

/** One place the account is signed in, as GET /api/account/sessions lists it. */
const accountSessionSchema = z.object({
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  /** Read from the browser's User-Agent ("Chrome 131"); null when it said nothing usable. */
  browser: z.string().nullable(),
  /** "Android 14", "Windows", "macOS"… */
  system: z.string().nullable(),
  device: z.enum(deviceKinds),
  /** The address the session was last used from. */
  ip: z.string().nullable(),
  created_at: isoDate,
  last_seen_at: isoDate,
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the live sessions, the most recently used first. */
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });

/** DELETE /api/account/sessions/:id: that session's token stops working at once (204). */
export const sessionParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** POST /api/account/sessions/end-others: every session but this one ends. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int() });
