import { apiContract } from '@giro/shared/api-contract';
import { siteDataSchema } from '@giro/shared/site-data';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractMismatches, routeContractPlugin } from '../src/plugins/route-contract.ts';

async function appWithContract() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routeContractPlugin);
  return app;
}

describe("shared's api contract", () => {
  it('lets a route with the very schemas of its contract start', async () => {
    const app = await appWithContract();
    app.get('/api/site', { schema: { response: { 200: siteDataSchema } } }, async () => {
      throw new Error('not called');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('stops the app when a route answers a shape of its own, naming the route', async () => {
    const app = await appWithContract();
    expect(() =>
      app.get('/api/site', { schema: { response: { 200: z.object({}) } } }, async () => ({})),
    ).toThrow("GET /api/site differs from shared's api-contract.ts: response 200");
    await app.close();
  });

  it('names every part that differs: a missing body, an extra query, a 204 not declared', () => {
    const signIn = apiContract['POST /api/auth/signin'];
    expect(contractMismatches(signIn, { response: { 200: signIn.response } })).toEqual(['body']);
    expect(
      contractMismatches(apiContract['GET /api/site'], {
        querystring: z.object({}),
        response: { 200: siteDataSchema },
      }),
    ).toEqual(['query']);
    const deleteReceiver = apiContract['DELETE /api/receivers/:id'];
    expect(contractMismatches(deleteReceiver, { params: deleteReceiver.params })).toEqual([
      'response 204',
    ]);
  });

  it('lets a file or text answer go without a response schema, but not a JSON one', () => {
    const receipt = apiContract['GET /api/orders/:reference/receipt.pdf'];
    expect(contractMismatches(receipt, { params: receipt.params })).toEqual([]);
    expect(
      contractMismatches(apiContract['GET /metrics'], { response: { 200: z.string() } }),
    ).toEqual([]);
    expect(
      contractMismatches(receipt, { params: receipt.params, response: { 200: z.object({}) } }),
    ).toEqual(['response 200']);
  });
});
