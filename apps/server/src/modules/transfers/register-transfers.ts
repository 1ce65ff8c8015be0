import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { createProofStore } from './proof-store.ts';
import { transfersRoutes } from './transfers-routes.ts';
import { createTransfersService } from './transfers-service.ts';

/** Serves 'Mis envíos' and saved receivers. Needs `orders` and `siteService`. */
export async function registerTransfers(
  app: FastifyInstance,
  config: Pick<Config, 'DATA_DIR'>,
  { now }: { now: () => Date },
): Promise<void> {
  const transfers = createTransfersService({
    db: app.db,
    now,
    orders: app.orders,
    proofs: createProofStore(config.DATA_DIR),
    operator: async () => (await app.siteService.getSiteData()).operator,
  });
  await app.register(transfersRoutes, { transfers });
}
