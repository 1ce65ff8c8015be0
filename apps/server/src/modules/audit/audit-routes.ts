import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/call-route.ts';
import { type AuditRow, createAuditRepository } from './audit-repository.ts';

function toAuditEntry(row: AuditRow) {
  return {
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
  };
}

/** The console's audit log (an admin resource: staff only, see modules/admin). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditRepository(app.db);

  route(app, 'GET /api/admin/audit', {
    handler: async (request) => {
      const { actor, entity, entity_id, before, limit } = request.query;
      // One extra row tells whether there is a next page.
      const rows = await audit.list({
        actor: actor || undefined,
        entity: entity || undefined,
        entityId: entity_id || undefined,
        before: before === undefined ? undefined : BigInt(before),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const next = rows.length > limit ? (page.at(-1)?.id.toString() ?? null) : null;
      return { entries: page.map(toAuditEntry), next };
    },
  });
};
