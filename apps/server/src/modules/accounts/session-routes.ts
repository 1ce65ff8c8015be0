import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';

/** Where the signed-in person is signed in, and ending those sessions. */
export const sessionRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { sessionList },
) => {
  route(app, 'GET /api/account/sessions', {
    handler: async (request) => ({ items: await sessionList.list(signedInUser(request)) }),
  });

  route(app, 'DELETE /api/account/sessions/:id', {
    handler: async (request, reply) => {
      await sessionList.end(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, 'POST /api/account/sessions/end-others', {
    handler: async (request) => sessionList.endOthers(signedInUser(request)),
  });
};
