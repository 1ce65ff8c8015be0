import type { AdminJob, JobListFilter } from '@giro/shared/admin/job-admin-contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';

/** The most jobs one list shows, newest first: enough to see a pattern, small enough to read. */
const listLimit = 200;

const statesOf: Record<JobListFilter, SQL> = {
  failed: sql`state = 'failed'`,
  pending: sql`state in ('created', 'retry', 'active')`,
};

interface JobRow {
  id: string;
  name: string;
  state: AdminJob['state'];
  attempts: number;
  max_attempts: number;
  created_on: Date | string;
  start_after: Date | string;
  error: string | null;
  recipient: string | null;
  subject: string | null;
}

// pg-boss's own table. A failed attempt leaves its error in `output` (`message`, or
// `value.message` for an expired one); a re-run counts in `retry_count` when it starts.
const columns = sql`
  id, name, state::text as state,
  retry_count + (case when started_on is null then 0 else 1 end) as attempts,
  retry_limit + 1 as max_attempts,
  created_on, start_after,
  coalesce(output->>'message', output->'value'->>'message') as error,
  coalesce(data->>'to', data->>'email') as recipient,
  data->>'subject' as subject`;

const iso = (at: Date | string) => new Date(at).toISOString();

function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: Number(row.attempts),
    max_attempts: Number(row.max_attempts),
    created_at: iso(row.created_on),
    next_attempt_at: row.state === 'failed' ? null : iso(row.start_after),
    error: row.error,
    recipient: row.recipient,
    subject: row.subject,
  };
}

/** What the console reads of the job queue: failed and pending jobs, one job to retry. */
export function createJobConsole(db: Database) {
  return {
    async list(filter: JobListFilter): Promise<AdminJob[]> {
      const found = await selectRows<JobRow>(
        db,
        sql`select ${columns} from pgboss.job where ${statesOf[filter]}
            order by created_on desc limit ${listLimit}`,
      );
      return found.map(toAdminJob);
    },
    /** The job, locked in `tx` until it commits, so two retries cannot both see it failed. */
    async lock(tx: Database, id: string): Promise<AdminJob | null> {
      const [row] = await selectRows<JobRow>(
        tx,
        sql`select ${columns} from pgboss.job where id = ${id} for update`,
      );
      return row === undefined ? null : toAdminJob(row);
    },
  };
}
