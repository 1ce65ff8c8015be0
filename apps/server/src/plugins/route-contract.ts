import { apiContract, type RouteContract } from '@giro/shared/api-contract';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

type Schema = { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };

const contracts: Readonly<Record<string, RouteContract>> = apiContract;

/** A success answer the contract leaves out: a file or text, never an undocumented JSON shape. */
function isJsonShape(answer: unknown): boolean {
  return answer instanceof z.ZodType && !(answer instanceof z.ZodString);
}

/** What differs between a route's schemas and its contract; empty when they are the same objects. */
export function contractMismatches(contract: RouteContract, schema: Schema = {}): string[] {
  const mismatches: string[] = [];
  const parts = [
    ['params', schema.params, contract.params],
    ['query', schema.querystring, contract.query],
    ['body', schema.body, contract.body],
  ] as const;
  for (const [part, used, agreed] of parts) {
    if (used !== agreed) mismatches.push(part);
  }
  const answers = (schema.response ?? {}) as Record<string, unknown>;
  const status = contract.status ?? 200;
  if (contract.response !== undefined) {
    if (answers[status] !== contract.response) mismatches.push(`response ${status}`);
  } else if (status === 204) {
    if (!(204 in answers)) mismatches.push('response 204');
  } else if (isJsonShape(answers[200])) {
    mismatches.push('response 200');
  }
  return mismatches;
}

/**
 * Holds every route of shared's table to its contract (`api-contract.ts`): a route whose params,
 * query, body or success answer is not the contract's very schema stops the app at start-up,
 * naming the route, so the server, the web and the OpenAPI document never drift apart.
 */
const routeContract: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      const contract = contracts[key];
      if (contract === undefined) continue;
      const mismatches = contractMismatches(contract, route.schema as Schema | undefined);
      if (mismatches.length > 0) {
        throw new Error(`${key} differs from shared's api-contract.ts: ${mismatches.join(', ')}`);
      }
    }
  });
};

export const routeContractPlugin = fp(routeContract, { name: 'route-contract' });
