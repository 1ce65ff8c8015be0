import { staffRoleSchema } from '@giro/shared/admin/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';

/** The console asks who is signed in: 401 shows its sign-in form, 403 a "no access" notice. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/me', {
    handler: async (request) => {
      const user = signedInUser(request);
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        role: staffRoleSchema.parse(user.role),
      };
    },
  });
};
