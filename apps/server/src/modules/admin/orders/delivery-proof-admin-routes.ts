import { orderReferenceParamsSchema } from '@giro/shared/admin/order-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, noContent } from '../../../plugins/openapi-answers.ts';
import { createDeliveryProofs } from '../../transfers/delivery-proofs.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import {
  acceptProofUploads,
  deliveryProofAnswer,
  proofUploadConfig,
  readProofUpload,
} from '../../transfers/proof-upload.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { staffActor } from '../admin-guard.ts';

const tags = ['admin: orders'];
const params = orderReferenceParamsSchema;

/** The operator's optional photo of a delivery (PNG or JPEG), shown to the order's sender. */
export const deliveryProofAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliveryProofs = createDeliveryProofs({
    db: app.db,
    proofs: createProofStore(app.db),
    now: app.now,
  });
  await acceptProofUploads(app);

  app.post(
    '/orders/:reference/delivery-proof',
    {
      config: proofUploadConfig,
      schema: {
        summary: 'Upload the delivery photo of a processing or delivered order (replaces one)',
        tags,
        params,
        response: { 204: noContent('Stored'), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const file = await readProofUpload(request);
      await deliveryProofs.upload(staffActor(request), request.params.reference, file);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/orders/:reference/delivery-proof',
    {
      config: deliveryProofAnswer,
      schema: { summary: 'The delivery photo of an order', tags, params },
    },
    async (request, reply) =>
      sendStoredFile(reply, await deliveryProofs.forStaff(request.params.reference)),
  );
};
