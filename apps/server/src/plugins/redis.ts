import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every instance shares (rate limits), or null without `REDIS_URL`. */
    redis: Redis | null;
  }
}

const redis: FastifyPluginAsync = async (app) => {
  const url = app.config.REDIS_URL;
  if (url === undefined) {
    app.decorate('redis', null);
    return;
  }
  // Fail fast rather than queue: a limiter that cannot reach Redis lets the request through
  // (and /readyz reports it) instead of holding it.
  const client = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'Redis unreachable'));
  await client.connect().catch((error: Error) => {
    app.log.warn({ err: error }, 'Redis unreachable at start; retrying in the background');
  });
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
};

/** A Redis connection when `REDIS_URL` is set: the shared store of every rate limit. */
export const redisPlugin = fp(redis, { name: 'redis', dependencies: ['core'] });
