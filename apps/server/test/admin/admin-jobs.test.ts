import type { AdminJob, AdminJobList } from '@giro/shared/admin/job-admin-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { type AdminCall, adminClient, signedInAs } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';

declare module '../../src/plugins/jobs/job-types.ts' {
  interface JobData {
    /** A delivery to a relay this test takes down and brings back. */
    'test.relay-delivery': { to: string; subject: string };
  }
}

let testApp: TestApp;
let call: AdminCall;
let token: string;
let relayUp = false;
const delivered: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  // Defined before the app is ready, as every module defines its jobs: one retry, 1 s apart.
  testApp.app.jobs.define(
    'test.relay-delivery',
    async ({ to }) => {
      if (!relayUp) throw new Error('421 relay unavailable');
      delivered.push(to);
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );
  call = adminClient(testApp);
  token = await signedInAs(testApp, 'operator');
});
afterAll(() => testApp.close());

const list = async (state: 'failed' | 'pending') => {
  const response = await call('GET', `/api/admin/jobs?state=${state}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<AdminJobList>().jobs;
};

const enqueue = (to: string, startAfter?: Date) =>
  testApp.db.transaction((tx) =>
    testApp.app.jobs.enqueue(
      tx,
      'test.relay-delivery',
      { to, subject: 'Su envío fue entregado' },
      { ...(startAfter && { startAfter }) },
    ),
  );

const jobTo = (jobs: AdminJob[], to: string) => jobs.find((job) => job.recipient === to);

describe('the console’s jobs', () => {
  it('lists a job failed after its last retry with its error, and retries it once (audited)', async () => {
    await enqueue('ana@example.com');
    await waitUntil(async () => jobTo(await list('failed'), 'ana@example.com') !== undefined, {
      timeoutMs: 20_000,
      what: 'the job to fail for good',
    });
    const failed = jobTo(await list('failed'), 'ana@example.com');
    expect(failed).toMatchObject({
      name: 'test.relay-delivery',
      state: 'failed',
      attempts: 2,
      max_attempts: 2,
      error: '421 relay unavailable',
      subject: 'Su envío fue entregado',
      next_attempt_at: null,
    });
    if (failed === undefined) throw new Error('no failed job');

    relayUp = true;
    const retried = await call('POST', `/api/admin/jobs/${failed.id}/retry`, { token });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<AdminJob>()).toMatchObject({
      id: failed.id,
      state: 'retry',
      max_attempts: 3,
    });
    await waitUntil(() => delivered.includes('ana@example.com'), { what: 'the retried delivery' });
    expect(jobTo(await list('failed'), 'ana@example.com')).toBeUndefined();

    const again = await call('POST', `/api/admin/jobs/${failed.id}/retry`, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'job_not_failed' });
    expect(delivered.filter((to) => to === 'ana@example.com')).toHaveLength(1);

    const [entry] = await auditEntries(call, token, 'job', failed.id);
    expect(entry).toMatchObject({
      action: 'retry',
      before: { name: 'test.relay-delivery', state: 'failed', error: '421 relay unavailable' },
      after: { state: 'retry' },
    });
  });

  it('lists a job that has not run yet among the pending ones, with when it will', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await enqueue('luis@example.com', later);
    const pending = jobTo(await list('pending'), 'luis@example.com');
    expect(pending).toMatchObject({ state: 'created', attempts: 0, error: null });
    expect(Date.parse(pending?.next_attempt_at ?? '')).toBeGreaterThanOrEqual(
      later.getTime() - 1000,
    );
    expect(jobTo(await list('failed'), 'luis@example.com')).toBeUndefined();
    const early = await call('POST', `/api/admin/jobs/${pending?.id}/retry`, { token });
    expect(early.statusCode).toBe(409);
  });

  it('answers 404 for an unknown job, 422 for a malformed id or filter, 403 to a sender', async () => {
    const unknown = await call(
      'POST',
      '/api/admin/jobs/7f1d2a4e-0c1b-4a57-9d6e-2f5b8c3a9e10/retry',
      {
        token,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/admin/jobs/42/retry', { token })).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/jobs?state=everything', { token })).statusCode).toBe(422);
    const sender = await signedInAs(testApp, 'sender');
    expect((await call('GET', '/api/admin/jobs', { token: sender })).statusCode).toBe(403);
  });
});
