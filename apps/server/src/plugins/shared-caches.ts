import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes a service's in-memory cache one for every instance: its `invalidate()` (called after
     * an operator's committed change) also drops the cache of `name` on every other instance,
     * within a NOTIFY's round trip. The cache's TTL stays as the safety net for a lost notice.
     */
    sharedCache<Service extends { invalidate(): void }>(name: string, service: Service): Service;
  }
}

/** The channel every instance listens on; the payload is `<instance>:<cache name>`. */
const channel = 'giro_caches';

const sharedCaches: FastifyPluginAsync = async (app) => {
  const dropLocally = new Map<string, () => void>();
  // An instance has already dropped its own cache when it hears its notice: it skips it.
  const instance = randomUUID();

  app.decorate('sharedCache', (name, service) => {
    const invalidateHere = service.invalidate.bind(service);
    dropLocally.set(name, invalidateHere);
    return {
      ...service,
      invalidate() {
        invalidateHere();
        app.db
          .execute(sql`select pg_notify(${channel}, ${`${instance}:${name}`})`)
          .catch((error: unknown) => {
            app.log.warn(
              { err: error, cache: name },
              'other instances keep this cache until its TTL',
            );
          });
      },
    };
  });

  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(channel, {
      onNotify(payload) {
        const [from, name = ''] = payload.split(/:(.*)/);
        if (from !== instance) dropLocally.get(name)?.();
      },
      // Changes made while the connection was lost were not heard: drop every copy.
      onResume() {
        for (const drop of dropLocally.values()) drop();
      },
    });
  });
  app.addHook('onClose', async () => unlisten?.());
};

export const sharedCachesPlugin = fp(sharedCaches, { name: 'shared-caches', dependencies: ['db'] });
