import type { FastifyPluginAsync } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import { type Counter, Registry } from 'prom-client';
import { registerDatabaseGauges } from './database-gauges.ts';
import { metricsRoutes } from './metrics-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of what this instance did (the database gauges count for the whole cluster). */
    /** This app's metrics registry (what /metrics exposes). */
    metricsRegistry: Registry;
    counters: {
      /** Mail deliveries by outcome: `sent`, or `failed` for an attempt the queue will retry. */
      mails: Counter<'outcome'>;
      /** Quotes by whether the pricing tables came from this instance's cache. */
      quoteCache: Counter<'result'>;
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
      groupStatusCodes: true,
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
  });
  registerDatabaseGauges(client, registry, app.db);
  await app.register(metricsRoutes);
};

/** Prometheus metrics at /metrics: HTTP latency by route, orders, jobs, mails, quote cache. */
export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['core', 'db'] });
