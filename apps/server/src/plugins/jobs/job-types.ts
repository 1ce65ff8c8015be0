import type { Database } from '../../db/database.ts';

/**
 * Every job's data, by job name. A module adds its own jobs where it defines them:
 * `declare module '../../plugins/jobs/job-types.ts' { interface JobData { 'mail.deliver': MailJob } }`.
 * Data is stored as JSON: plain values only (dates as ISO strings).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module.
export interface JobData {}

export type JobName = keyof JobData & string;

export interface JobPolicy {
  /** Attempts after the first one fails. */
  retryLimit: number;
  /** Seconds before the first retry; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /**
   * An attempt still running after this long counts as failed and is retried: this is how the
   * job of a worker killed mid-run (kill -9, a crashed machine) runs again.
   */
  expireInSeconds: number;
  /** Jobs of this kind one instance runs at the same time. */
  concurrency: number;
}

interface JobRun {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type JobHandler<Name extends JobName> = (data: JobData[Name], run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (e.g. an order's payment deadline). */
  startAfter?: Date;
  /** At most one waiting job per key: a second enqueue with the same key is dropped. */
  singletonKey?: string;
}

export interface Jobs {
  /** Declares a job and its handler; every instance runs handlers once the app is ready. */
  define<Name extends JobName>(
    name: Name,
    handler: JobHandler<Name>,
    policy?: Partial<JobPolicy>,
  ): void;
  /** Runs a defined job on a cron schedule (UTC), once per period across all instances. */
  schedule(name: JobName, cron: string): void;
  /**
   * Enqueues in `tx`, the transaction of the change that causes the job: the job exists exactly
   * when the change commits, and workers on every instance are woken at commit.
   */
  enqueue<Name extends JobName>(
    tx: Database,
    name: Name,
    data: JobData[Name],
    options?: EnqueueOptions,
  ): Promise<void>;
}
