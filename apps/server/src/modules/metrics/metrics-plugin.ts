import type { FastifyPluginAsync } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import { type Counter, Registry } from 'prom-client';
import { databaseUnavailable } from '../../db/database-unavailable.ts';
import { registerDatabaseGauges, registerPoolGauge } from './database-gauges.ts';
import { metricsRoutes } from './metrics-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry (what /metrics exposes). */
    metricsRegistry: Registry;
    /** Counters of what this instance did (the database gauges count for the whole cluster). */
    counters: {
      /** Mail deliveries by outcome: `sent`, or `failed` for an attempt the queue will retry. */
      mails: Counter<'outcome'>;
      /** Quotes by whether the pricing tables came from this instance's cache. */
      quoteCache: Counter<'result'>;
      /** Promises rejected with nobody to hear it (server.ts): each one is a bug. */
      unhandledRejections: Counter;
    };
  }
}

const metrics: FastifyPluginAsync = async (app) => {
  // Each app has its own registry rather than prom-client's global one: a test process builds
  // several apps, and each must count only its own.
  const registry = new Registry();
  const registers = [registry];
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // 503 (a dependency is away: retry) and 500 (a bug) are told apart.
      groupStatusCodes: false,
      overrides: { histogram: { registers }, summary: { registers } },
    },
  });
  const { client } = app.metrics;
  app.decorate('metricsRegistry', registry);
  app.decorate('counters', {
    mails: new client.Counter({
      name: 'giro_mails_total',
      help: 'Mail delivery attempts by outcome (failed attempts are retried by the job queue)',
      labelNames: ['outcome'],
      registers,
    }),
    quoteCache: new client.Counter({
      name: 'giro_quote_cache_total',
      help: 'Pricing tables read for a quote: from the cache (hit) or the database (miss)',
      labelNames: ['result'],
      registers,
    }),
    unhandledRejections: new client.Counter({
      name: 'giro_unhandled_rejections_total',
      help: 'Promises rejected with nobody to hear it: logged instead of ending the process; each is a bug',
      registers,
    }),
  });
  const unavailable = new client.Counter({
    name: 'giro_database_unavailable_total',
    help: 'Calls answered 503 because PostgreSQL could not serve them: unreachable, acquire_timeout (pool full), statement_timeout',
    labelNames: ['reason'],
    registers,
  });
  app.addHook('onError', async (_request, _reply, error) => {
    const reason = databaseUnavailable(error);
    if (reason !== undefined) unavailable.inc({ reason });
  });
  registerDatabaseGauges(client, registry, app.db, app.log);
  registerPoolGauge(client, registry, app.database);
  await app.register(metricsRoutes);
};

/**
 * Prometheus metrics at /metrics: HTTP latency by route and status, orders, jobs, mails, quote
 * cache, the database pool, unhandled rejections.
 */
export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['core', 'db'] });
