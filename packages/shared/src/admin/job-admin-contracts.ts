import { z } from 'zod';

/** The console lists jobs that need the operator (failed) or have not run yet (pending). */
export const jobListFilters = ['failed', 'pending'] as const;

/** GET /api/admin/jobs: failed ones unless `state=pending` is asked for. */
export const jobListQuerySchema = z.object({
  state: z.enum(jobListFilters, { error: 'validation.invalid' }).default('failed'),
});
type JobListQuery = z.output<typeof jobListQuerySchema>;
export type JobListFilter = JobListQuery['state'];

/** pg-boss states a listed job can be in: waiting, waiting to retry, running, or given up. */
const jobStates = ['created', 'retry', 'active', 'failed'] as const;

/** One side effect (a mail, an expiry sweep) as the console shows it. */
export const adminJobSchema = z.object({
  id: z.uuid(),
  /** What kind of work, e.g. `mail.deliver`, `orders.expire-unpaid`. */
  name: z.string(),
  state: z.enum(jobStates),
  /** Attempts made so far and the most there will be. */
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  /** When it runs (again); null once failed. */
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
  /** The last attempt's error message. */
  error: z.string().nullable(),
  /** Whom it concerns: a mail's recipient, a reset's address. */
  recipient: z.string().nullable(),
  /** A mail's subject. */
  subject: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z.object({ jobs: z.array(adminJobSchema) });
export type AdminJobList = z.infer<typeof adminJobListSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
