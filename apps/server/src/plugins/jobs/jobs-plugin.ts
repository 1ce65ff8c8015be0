import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import type { Jobs } from './job-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (pg-boss in the database): every side effect goes through it. */
    jobs: Jobs & Pick<JobQueue, 'boss' | 'isReady' | 'retryFailed'>;
  }
}

export interface JobsOptions {
  /** Run job handlers in this process; default true (every instance is a worker). */
  work?: boolean;
}

// Running jobs get this long to finish when the app closes (SIGTERM); then they are left to
// expire and run again elsewhere.
const stopTimeoutMs = 10_000;

const jobs: FastifyPluginAsync<JobsOptions> = async (app, { work = true }) => {
  const queue = createJobQueue(app.database, app.log, { work, pollingIntervalSeconds: 2 });
  app.decorate('jobs', queue);
  // Modules define their jobs while they register; the queue starts once all of them have.
  app.addHook('onReady', () => queue.start());
  // At the start of close (SIGTERM), beside the requests still finishing: no new job starts,
  // running ones finish before the mail transport and the database close.
  app.addHook('preClose', () => queue.stop(stopTimeoutMs));
};

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['core', 'db'] });
