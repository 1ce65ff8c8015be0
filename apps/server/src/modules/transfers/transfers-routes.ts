import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/call-route.ts';
import { mailLinkOrigin, publicOrigin } from '../mail/public-origin.ts';
import type { DeliveryProofs } from './delivery-proofs.ts';
import { imageUploadLimit } from './proof-file.ts';
import { acceptProofUploads, readProofUpload } from './proof-upload.ts';
import { sendStoredFile } from './send-stored-file.ts';
import type { TransfersService } from './transfers-service.ts';

export interface TransfersRoutesOptions {
  transfers: TransfersService;
  deliveryProofs: DeliveryProofs;
}

/** Laying out a PDF costs real CPU time: a sender downloads a few, not hundreds, a minute. */
const receiptPdfLimit = 20;
/** Each link registers a payment with the gateway: as many as create_order allows. */
const paymentLinkLimit = 30;
/** Error claims per minute per sender: each one is a mail and a case for the operator. */
const claimLimit = 5;

/** 'Mis envíos': the signed-in sender's orders; another sender's answer 404. */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersRoutesOptions> = async (
  app,
  { transfers, deliveryProofs },
) => {
  await acceptProofUploads(app);

  route(app, 'GET /api/orders', {
    handler: async (request) => transfers.list(signedInUser(request), request.query.page),
  });

  route(app, 'GET /api/last-sender', {
    handler: async (request) => ({ sender: await transfers.lastSender(signedInUser(request)) }),
  });

  route(app, 'GET /api/orders/:reference', {
    handler: async (request) =>
      transfers.detail(signedInUser(request), request.params.reference, request.language),
  });

  route(app, 'POST /api/orders/:reference/cancel', {
    handler: async (request) =>
      transfers.cancel(
        signedInUser(request),
        request.params.reference,
        request.language,
        await mailLinkOrigin(app),
      ),
  });

  route(app, 'POST /api/orders/:reference/claims', {
    config: perUserRateLimit(claimLimit),
    handler: async (request, reply) => {
      const { reference } = request.params;
      const origin = await mailLinkOrigin(app);
      const claim = await transfers.claim(signedInUser(request), reference, request.body, origin);
      return reply.status(201).send(claim);
    },
  });

  route(app, 'POST /api/orders/:reference/payment-link', {
    config: perUserRateLimit(paymentLinkLimit),
    handler: async (request) =>
      app.orders.paymentLink(signedInUser(request), request.params.reference, {
        language: request.language,
        origin: publicOrigin(app.config, request),
      }),
  });

  route(app, 'GET /api/orders/:reference/receipt', {
    handler: async (request) =>
      transfers.receipt(signedInUser(request), request.params.reference, request.language),
  });

  route(app, 'GET /api/orders/:reference/receipt.pdf', {
    config: perUserRateLimit(receiptPdfLimit),
    handler: async (request, reply) => {
      const { reference } = request.params;
      const pdf = await transfers.receiptPdf(signedInUser(request), reference, request.language);
      return sendAttachment(reply, {
        type: 'application/pdf',
        name: `receipt-${reference}.pdf`,
        body: Buffer.from(pdf),
      });
    },
  });

  route(app, 'POST /api/orders/:reference/proof', {
    config: perUserRateLimit(...imageUploadLimit),
    handler: async (request) => {
      const file = await readProofUpload(request);
      return transfers.uploadProof(signedInUser(request), request.params.reference, file);
    },
  });

  route(app, 'GET /api/orders/:reference/proof', {
    handler: async (request, reply) => {
      const { reference } = request.params;
      const proof = await transfers.proof(signedInUser(request), reference);
      return sendStoredFile(reply, proof, `proof-${reference}`);
    },
  });

  route(app, 'GET /api/orders/:reference/delivery-proof', {
    handler: async (request, reply) =>
      sendStoredFile(
        reply,
        await deliveryProofs.forOwner(signedInUser(request).id, request.params.reference),
      ),
  });
};
