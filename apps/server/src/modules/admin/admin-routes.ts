import { staffRoles } from '@giro/shared/admin/staff-roles';
import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminResources } from './admin-resources.ts';

const staffAccess = new Set<string>(staffRoles);

/** Nothing opens in the console that the staff guard does not cover: the app does not start. */
function assertStaffCall(route: RouteOptions): void {
  const access = route.config?.call?.access;
  if (access === undefined || !staffAccess.has(access)) {
    throw new Error(`${route.url} is no staff call of shared's contract`);
  }
}

/**
 * Every /api/admin call, in one encapsulated plugin. Each is a call whose contract needs a staff
 * role (`access`), checked by its route's first `onRequest` hook before anything else runs.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', assertStaffCall);
  for (const resource of adminResources) await app.register(resource);
};
