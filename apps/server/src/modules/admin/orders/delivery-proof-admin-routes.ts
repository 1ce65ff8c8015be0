import multipart from '@fastify/multipart';
import { proofMaxBytes } from '@giro/shared';
import { orderReferenceParamsSchema } from '@giro/shared/admin/order-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { createDeliveryProofs } from '../../transfers/delivery-proofs.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: orders'];
const params = orderReferenceParamsSchema;

/** The operator's optional photo of a delivery (PNG or JPEG), shown to the order's sender. */
export const deliveryProofAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliveryProofs = createDeliveryProofs({
    db: app.db,
    proofs: createProofStore(app.config.DATA_DIR),
    now: app.now,
  });
  await app.register(multipart, { limits: { fileSize: proofMaxBytes, files: 1, fields: 0 } });

  app.post(
    '/orders/:reference/delivery-proof',
    {
      schema: {
        summary: 'Upload the delivery photo of a processing or delivered order (replaces one)',
        tags,
        params,
      },
    },
    async (request, reply) => {
      const upload = await request.file();
      if (upload === undefined) throw new AppError(400, 'bad_request');
      const file = await upload.toBuffer();
      await deliveryProofs.upload(staffActor(request), request.params.reference, file);
      return reply.status(204).send();
    },
  );

  app.get(
    '/orders/:reference/delivery-proof',
    { schema: { summary: 'The delivery photo of an order', tags, params } },
    async (request, reply) =>
      sendStoredFile(reply, await deliveryProofs.forStaff(request.params.reference)),
  );
};
