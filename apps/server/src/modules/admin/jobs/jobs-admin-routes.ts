import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createJobConsole } from '../../../plugins/jobs/job-console.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { staffActor } from '../admin-guard.ts';

/** The console's "Tareas": mails and sweeps that failed for good or have yet to run. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobConsole = createJobConsole(app.db);

  route(app, 'GET /api/admin/jobs', {
    handler: async (request) => ({ jobs: await jobConsole.list(request.query.state) }),
  });

  route(app, 'POST /api/admin/jobs/:id/retry', {
    handler: async (request) =>
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
  });
};
