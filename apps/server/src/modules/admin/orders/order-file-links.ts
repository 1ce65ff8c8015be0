import type { OrderFileKind } from '@giro/shared/admin/order-admin-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { createLinkSigner } from '../../../lib/link-signer.ts';
import { route } from '../../../plugins/call-route.ts';
import { createDeliveryProofs } from '../../transfers/delivery-proofs.ts';
import { createProofStore } from '../../transfers/proof-store.ts';
import { sendStoredFile } from '../../transfers/send-stored-file.ts';
import { createOrdersAdminService } from './orders-admin-service.ts';

const purpose = 'order-file';
const lifetimeMs = 60_000;

/**
 * The console opens an order's proof at a server address, not as a blob of Giro's own origin
 * (where a crafted file would run as Giro): a staff call signs a one-minute link, which the new
 * tab opens without the session. The file comes as an attachment under a sandbox policy.
 */
export const orderFileLinkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = createLinkSigner(app.config.LINK_SECRET);

  route(app, 'POST /api/admin/orders/:reference/file-link', {
    handler: async (request) => {
      const { reference } = request.params;
      const { kind } = request.body;
      const expires = app.now().getTime() + lifetimeMs;
      const token = signer.sign(purpose, `${reference}~${kind}~${expires}`);
      return { url: `/api/order-files/${encodeURIComponent(token)}` };
    },
  });
};

/** The signed link itself: no session, one minute, the file as an attachment. */
export const orderFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = createLinkSigner(app.config.LINK_SECRET);
  const proofs = createProofStore(app.db);
  const { changeStatus } = app.orders;
  const orders = createOrdersAdminService({ db: app.db, changeStatus, proofs });
  const deliveryProofs = createDeliveryProofs({ db: app.db, proofs, now: app.now });

  route(app, 'GET /api/order-files/:token', {
    config: { session: false },
    handler: async (request, reply) => {
      const [reference = '', kind, expires] = (
        signer.verify(purpose, request.params.token) ?? ''
      ).split('~');
      if (
        Number(expires) < app.now().getTime() ||
        (kind !== 'proof' && kind !== 'delivery-proof')
      ) {
        throw new AppError(400, 'token_invalid');
      }
      const file: Record<OrderFileKind, () => ReturnType<typeof orders.proof>> = {
        proof: () => orders.proof(reference),
        'delivery-proof': () => deliveryProofs.forStaff(reference),
      };
      return sendStoredFile(reply, await file[kind](), `${kind}-${reference}`, {
        attachment: true,
      });
    },
  });
};
