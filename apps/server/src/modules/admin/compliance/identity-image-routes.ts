import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { createAuditRepository } from '../../audit/audit-repository.ts';
import { identityVerifications } from '../../identity/identity-tables.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { notFound } from '../admin-errors.ts';
import { staffActor } from '../admin-guard.ts';

/**
 * The photo of a sender's ID document, behind the same staff guard as every console call (its
 * contract's access: a staff role and a second factor proven). Every view is written to the
 * audit log before the image is sent.
 */
export const identityImageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/identity-documents/:id', {
    handler: async (request, reply) => {
      const actor = staffActor(request);
      const [found] = await app.db
        .select({ row: identityVerifications, sender: users.email })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(eq(identityVerifications.id, request.params.id));
      if (found === undefined) throw notFound();
      const { row, sender } = found;
      await createAuditRepository(app.db).record({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'view_image',
        entity: 'identity_verification',
        entityId: row.id,
        before: null,
        after: { document_type: row.documentType, sender },
      });
      const file = await createProofStore(app.db).read(row.imageFile);
      const mediaType = row.imageMediaType === 'image/png' ? 'image/png' : 'image/jpeg';
      return sendStoredFile(reply, { mediaType, file });
    },
  });
};
