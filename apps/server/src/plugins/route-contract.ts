import type { ApiCall } from '@giro/shared/api-call';
import { apiContract } from '@giro/shared/api-contract';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const calls: Readonly<Record<string, ApiCall>> = apiContract;

/**
 * A call of shared's contract is registered only from its entry (`route` of call-route.ts): a
 * route written by hand with a path of the table stops the app at start-up, naming it.
 */
const routeContract: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (key in calls && route.config?.call !== calls[key]) {
        throw new Error(`${key} is a call of shared's api-contract.ts: register it with route()`);
      }
    }
  });
};

export const routeContractPlugin = fp(routeContract, { name: 'route-contract' });
