import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../plugins/call-route.ts';
import { createDeliveryProofs } from '../../transfers/delivery-proofs.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import { acceptProofUploads, readProofUpload } from '../../transfers/proof-upload.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { staffActor } from '../admin-guard.ts';

/** The operator's optional photo of a delivery (PNG or JPEG), shown to the order's sender. */
export const deliveryProofAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliveryProofs = createDeliveryProofs({
    db: app.db,
    proofs: createProofStore(app.db),
    now: app.now,
  });
  await acceptProofUploads(app);

  route(app, 'POST /api/admin/orders/:reference/delivery-proof', {
    handler: async (request, reply) => {
      const file = await readProofUpload(request);
      await deliveryProofs.upload(staffActor(request), request.params.reference, file);
      return reply.status(204).send(null);
    },
  });

  route(app, 'GET /api/admin/orders/:reference/delivery-proof', {
    handler: async (request, reply) =>
      sendStoredFile(reply, await deliveryProofs.forStaff(request.params.reference)),
  });
};
