import {
  adminJobListSchema,
  adminJobSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
} from '@giro/shared/admin/job-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createJobConsole } from '../../../plugins/jobs/job-console.ts';
import { errorAnswers } from '../../../plugins/openapi-answers.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: jobs'];

/** The console's "Tareas": mails and sweeps that failed for good or have yet to run. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobConsole = createJobConsole(app.db);

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'Failed jobs (after their last retry), or pending ones, newest first',
        tags,
        querystring: jobListQuerySchema,
        response: { 200: adminJobListSchema },
      },
    },
    async (request) => ({ jobs: await jobConsole.list(request.query.state) }),
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        summary: 'Give a failed job one more attempt, now (audited)',
        tags,
        params: jobIdParamsSchema,
        response: { 200: adminJobSchema, ...errorAnswers(404) },
      },
    },
    async (request) =>
      auditedChange(
        app.db,
        { actor: staffActor(request), entity: 'job', action: 'retry' },
        async (tx) => {
          const job = await jobConsole.lock(tx, request.params.id);
          if (job === null) throw notFound();
          if (job.state !== 'failed') throw adminConflict('job_not_failed');
          await app.jobs.retryFailed(tx, job.name, job.id);
          const retried = await jobConsole.lock(tx, job.id);
          const before = { name: job.name, state: job.state, error: job.error };
          return {
            entityId: job.id,
            before,
            after: { ...before, state: 'retry' },
            result: retried ?? job,
          };
        },
      ),
  );
};
