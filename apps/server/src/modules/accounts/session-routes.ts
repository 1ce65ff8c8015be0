import {
  accountSessionListSchema,
  endOtherSessionsResponseSchema,
  sessionParamsSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { errorAnswers, noContent } from '../../plugins/openapi-answers.ts';
import type { AccountsRoutesOptions } from './accounts-route-options.ts';

const tags = ['account security'];

/** Where the signed-in person is signed in, and ending those sessions. */
export const sessionRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { sessionList },
) => {
  signedInRoutes(app);

  app.get(
    '/api/account/sessions',
    {
      schema: {
        summary: "The account's live sessions, the most recently used first",
        tags,
        response: { 200: accountSessionListSchema },
      },
    },
    async (request) => ({ items: await sessionList.list(signedInUser(request)) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        summary: 'End one of the sessions (this one included): its token stops working at once',
        tags,
        params: sessionParamsSchema,
        response: { 204: noContent('Ended'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await sessionList.end(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      schema: {
        summary: 'End every session but this one',
        tags,
        response: { 200: endOtherSessionsResponseSchema },
      },
    },
    async (request) => sessionList.endOthers(signedInUser(request)),
  );
};
