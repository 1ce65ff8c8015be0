import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { createDeliveryProofs } from './delivery-proofs.ts';
import { createProofStore } from './proof-store.ts';
import { transfersRoutes } from './transfers-routes.ts';
import { createTransfersService } from './transfers-service.ts';

/** Serves 'Mis envíos' and saved receivers. Needs `orders` and `siteService`. */
export async function registerTransfers(
  app: FastifyInstance,
  config: Pick<Config, 'DATA_DIR'>,
  { now }: { now: () => Date },
): Promise<void> {
  const proofs = createProofStore(config.DATA_DIR);
  const transfers = createTransfersService({
    db: app.db,
    now,
    orders: app.orders,
    proofs,
    operator: async () => (await app.siteService.getSiteData()).operator,
  });
  const deliveryProofs = createDeliveryProofs({ db: app.db, proofs, now });
  await app.register(transfersRoutes, { transfers, deliveryProofs });
}
