import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { databaseUnavailable } from '../../db/database-unavailable.ts';
import { durableAcknowledgements } from './durable-acknowledgements.ts';
import type { EnqueueOptions, JobData, JobHandler, JobName, JobPolicy, Jobs } from './job-types.ts';
import { transactionSql } from './transaction-sql.ts';

// Any fixed number: instances starting together create the queue's tables and queues in turn
// (pg-boss creates a table per queue; two instances doing it at once deadlock).
const setupLock = 7_470_002;

/** The channel a commit that enqueued jobs notifies; every instance's workers listen on it. */
const wakeChannel = 'giro_jobs';

/** Wakes `name`'s workers on every instance when `tx` commits, instead of at their next poll. */
async function wakeWorkersAtCommit(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${wakeChannel}, ${name})`);
}

const defaultPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
  concurrency: 1,
};

interface Definition {
  handler: JobHandler<JobName>;
  policy: JobPolicy;
}

export interface JobQueueOptions {
  /** Run the handlers in this process (an instance that only enqueues passes false). */
  work: boolean;
  /** Seconds between polls when no commit wakes a worker. */
  pollingIntervalSeconds: number;
}

export interface JobQueue extends Jobs {
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for those running. */
  stop(timeoutMs: number): Promise<void>;
  /** Whether the queue answers (for /readyz). */
  isReady(): boolean;
  /** The pg-boss instance, for tests that follow one job. */
  boss: PgBoss;
  /** Gives a failed job one more attempt when `tx` commits (a job not failed is left alone). */
  retryFailed(tx: Database, name: string, id: string): Promise<void>;
}

export function createJobQueue(
  database: Pick<DatabaseHandle, 'executeSql' | 'listen' | 'exclusively'>,
  log: FastifyBaseLogger,
  options: JobQueueOptions,
): JobQueue {
  let ready = false;
  let stopping = false;
  const definitions = new Map<JobName, Definition>();
  const executeSql = durableAcknowledgements((text, values) => database.executeSql(text, values), {
    schema: 'pgboss',
    log,
    giveUpAfterMs: () =>
      1_000 * Math.max(0, ...[...definitions.values()].map(({ policy }) => policy.expireInSeconds)),
    stopping: () => stopping,
  });
  const boss = new PgBoss({
    db: { executeSql },
    // Failed jobs stay in the job table (the console lists them) for 30 days.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    // Completed ones are archived after an hour and deleted a week later.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => {
    // An outage is the operator's to see in /readyz and the database's logs; a bug is an error.
    if (databaseUnavailable(error) === undefined) log.error({ err: error }, 'job queue error');
    else log.warn({ err: error }, 'job queue cannot reach PostgreSQL');
  });
  const schedules = new Map<JobName, string>();
  const workerIds = new Map<JobName, string[]>();
  let unlisten: (() => Promise<void>) | undefined;

  async function createQueues(): Promise<void> {
    for (const [name, { policy }] of definitions) {
      const queue = {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
      };
      if ((await boss.getQueue(name)) === null) await boss.createQueue(name, queue);
      else await boss.updateQueue(name, queue);
    }
  }

  async function startWorker(name: JobName, { handler, policy }: Definition): Promise<string> {
    let id = '';
    id = await boss.work<JobData[JobName]>(
      name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
      },
      async ([job]) => {
        if (job === undefined) return;
        // One job per fetch (a failure fails only itself); fetch the next one at once instead
        // of after the polling interval, so a burst drains without pauses.
        boss.notifyWorker(id);
        const attempt = job.retryCount + 1;
        try {
          await handler(job.data, { id: job.id, attempt });
        } catch (error) {
          const last = attempt > policy.retryLimit;
          log[last ? 'error' : 'warn'](
            { err: error, job: name, id: job.id, attempt },
            'job failed',
          );
          throw error;
        }
      },
    );
    return id;
  }

  async function startWorkers(): Promise<void> {
    for (const [name, definition] of definitions) {
      const ids = [];
      for (let n = 0; n < definition.policy.concurrency; n += 1) {
        ids.push(await startWorker(name, definition));
      }
      workerIds.set(name, ids);
    }
    unlisten = await database.listen(wakeChannel, {
      onNotify(name) {
        for (const id of workerIds.get(name as JobName) ?? []) boss.notifyWorker(id);
      },
      // Jobs enqueued while the connection was lost woke nobody: every worker looks now.
      onResume() {
        for (const id of [...workerIds.values()].flat()) boss.notifyWorker(id);
      },
    });
  }

  return {
    boss,
    define(name, handler, policy = {}) {
      definitions.set(name, {
        handler: handler as JobHandler<JobName>,
        policy: { ...defaultPolicy, ...policy },
      });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async enqueue<Name extends JobName>(
      tx: Parameters<Jobs['enqueue']>[0],
      name: Name,
      data: JobData[Name],
      { startAfter, singletonKey }: EnqueueOptions = {},
    ) {
      if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
      const id = await boss.send(name, data as object, {
        db: { executeSql: transactionSql(tx) },
        ...(startAfter && { startAfter }),
        ...(singletonKey && { singletonKey }),
      });
      // No row and no key to explain it means the queue is missing: fail the whole change.
      if (id === null && singletonKey === undefined) throw new Error(`job ${name} not enqueued`);
      await wakeWorkersAtCommit(tx, name);
    },
    async retryFailed(tx, name, id) {
      await boss.retry(name, id, { db: { executeSql: transactionSql(tx) } });
      await wakeWorkersAtCommit(tx, name);
    },
    async start() {
      await database.exclusively(setupLock, async () => {
        await boss.start();
        await createQueues();
        for (const [name, cron] of schedules) await boss.schedule(name, cron);
      });
      if (options.work) await startWorkers();
      ready = true;
    },
    async stop(timeoutMs) {
      ready = false;
      stopping = true;
      await unlisten?.();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    isReady: () => ready,
  };
}
