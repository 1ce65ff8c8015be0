import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../../db/database.ts';
import { databaseUnavailable } from '../../db/database-unavailable.ts';

// pg-boss 10's own statements (it has no typed export of them): the ones that record a
// finished job as completed, or as failed for a retry.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

export interface AcknowledgementOptions {
  /** pg-boss's schema. */
  schema: string;
  log: FastifyBaseLogger;
  /** Past this, a job is retried anyway (its attempt expired): no use recording it later. */
  giveUpAfterMs(): number;
  /** True once the queue stops: shutdown does not wait for the database. */
  stopping(): boolean;
}

const retryMs = 500;
/** What pg-boss reads of an acknowledgement it could not make: no job changed. */
const nothingRecorded = { rows: [{ count: '0' }] };

/**
 * pg-boss records a finished job without awaiting the statement. Should PostgreSQL be away at
 * that moment, the rejection would go unhandled (and end the process), and the job would run
 * again once its attempt expires: a mail sent twice. Here that statement is retried until the
 * database answers, so a job that ran during an outage is recorded once, when it is back; one
 * that still cannot be recorded is logged and left to expire and run again.
 */
export function durableAcknowledgements(execute: ExecuteSql, options: AcknowledgementOptions) {
  const acknowledgements = new Set([
    plans.completeJobs(options.schema),
    plans.failJobsById(options.schema),
  ]);

  async function acknowledge(text: string, values?: unknown[]) {
    const deadline = Date.now() + options.giveUpAfterMs();
    for (;;) {
      try {
        return await execute(text, values);
      } catch (error) {
        const retry =
          databaseUnavailable(error) !== undefined && !options.stopping() && Date.now() < deadline;
        if (!retry) {
          options.log.error({ err: error }, 'a finished job could not be recorded; it runs again');
          return nothingRecorded;
        }
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }

  const executeSql: ExecuteSql = (text, values) =>
    acknowledgements.has(text) ? acknowledge(text, values) : execute(text, values);
  return executeSql;
}
