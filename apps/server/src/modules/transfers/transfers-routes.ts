import {
  listTransfersQuerySchema,
  listTransfersResponseSchema,
  paymentLinkResponseSchema,
  receiptSchema,
  transferDetailSchema,
  transferReferenceParamsSchema,
  uploadProofResponseSchema,
} from '@giro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/openapi-answers.ts';
import { publicOrigin } from '../mail/public-origin.ts';
import type { DeliveryProofs } from './delivery-proofs.ts';
import {
  acceptProofUploads,
  deliveryProofAnswer,
  paymentProofAnswer,
  proofUploadConfig,
  readProofUpload,
} from './proof-upload.ts';
import { sendStoredFile } from './send-stored-file.ts';
import type { TransfersService } from './transfers-service.ts';

export interface TransfersRoutesOptions {
  transfers: TransfersService;
  deliveryProofs: DeliveryProofs;
}

const params = transferReferenceParamsSchema;
/** Laying out a PDF costs real CPU time: a sender downloads a few, not hundreds, a minute. */
export const receiptPdfLimit = 20;
/** Each link registers a payment with the gateway: as many as create_order allows. */
export const paymentLinkLimit = 30;

/** 'Mis envíos': the signed-in sender's orders; another sender's answer 404. */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersRoutesOptions> = async (
  app,
  { transfers, deliveryProofs },
) => {
  signedInRoutes(app);
  await acceptProofUploads(app);

  app.get(
    '/api/orders',
    {
      schema: {
        querystring: listTransfersQuerySchema,
        response: { 200: listTransfersResponseSchema },
      },
    },
    async (request) => transfers.list(signedInUser(request), request.query.page),
  );

  app.get(
    '/api/orders/:reference',
    { schema: { params, response: { 200: transferDetailSchema } } },
    async (request) =>
      transfers.detail(signedInUser(request), request.params.reference, request.language),
  );

  app.post(
    '/api/orders/:reference/cancel',
    { schema: { params, response: { 200: transferDetailSchema, ...errorAnswers(409) } } },
    async (request) =>
      transfers.cancel(signedInUser(request), request.params.reference, request.language),
  );

  app.post(
    '/api/orders/:reference/payment-link',
    {
      config: perUserRateLimit(paymentLinkLimit),
      schema: {
        params,
        response: { 200: paymentLinkResponseSchema, ...errorAnswers(409, 502, 503) },
      },
    },
    async (request) =>
      app.orders.paymentLink(signedInUser(request), request.params.reference, {
        language: request.language,
        origin: publicOrigin(app.config, request),
      }),
  );

  app.get(
    '/api/orders/:reference/receipt',
    { schema: { params, response: { 200: receiptSchema, ...errorAnswers(409) } } },
    async (request) =>
      transfers.receipt(signedInUser(request), request.params.reference, request.language),
  );

  app.get(
    '/api/orders/:reference/receipt.pdf',
    {
      config: { ...perUserRateLimit(receiptPdfLimit), fileAnswer: ['application/pdf'] },
      schema: { params, response: errorAnswers(409) },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const pdf = await transfers.receiptPdf(signedInUser(request), reference, request.language);
      return sendAttachment(reply, {
        type: 'application/pdf',
        name: `receipt-${reference}.pdf`,
        body: Buffer.from(pdf),
      });
    },
  );

  app.post(
    '/api/orders/:reference/proof',
    {
      config: proofUploadConfig,
      schema: { params, response: { 200: uploadProofResponseSchema, ...errorAnswers(409) } },
    },
    async (request) => {
      const file = await readProofUpload(request);
      return transfers.uploadProof(signedInUser(request), request.params.reference, file);
    },
  );

  app.get(
    '/api/orders/:reference/proof',
    { config: paymentProofAnswer, schema: { params } },
    async (request, reply) => {
      const { reference } = request.params;
      const proof = await transfers.proof(signedInUser(request), reference);
      return sendStoredFile(reply, proof, `proof-${reference}`);
    },
  );

  app.get(
    '/api/orders/:reference/delivery-proof',
    { config: deliveryProofAnswer, schema: { params } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await deliveryProofs.forOwner(signedInUser(request).id, request.params.reference),
      ),
  );
};
