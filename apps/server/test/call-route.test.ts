import type { UserRole } from '@giro/shared/admin/staff-roles';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/plugins/auth.ts';
import { route } from '../src/plugins/call-route.ts';
import { routeContractPlugin } from '../src/plugins/route-contract.ts';

/** A bare app with zod's compilers, the contract's check and `x-role` standing for a session. */
async function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (typeof role === 'string') request.user = { role: role as UserRole } as SessionUser;
  });
  await app.register(routeContractPlugin);
  return app;
}

describe('a route registered from its contract', () => {
  it("validates the request with the contract's schemas", async () => {
    const app = await bareApp();
    route(app, 'POST /api/auth/checkUser', {
      handler: async () => ({ authenticated: false }),
    });
    route(app, 'POST /check-token', {
      handler: async () => {
        throw new Error('not reached: the body is refused first');
      },
    });
    const bad = await app.inject({ method: 'POST', url: '/check-token', payload: { token: 7 } });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/api/auth/checkUser' });
    expect(ok.json()).toEqual({ authenticated: false });
    await app.close();
  });

  it('refuses to send an answer its contract does not allow', async () => {
    const app = await bareApp();
    // @ts-expect-error the contract answers `{ token: string }`, and the type says so
    route(app, 'GET /api/csrf', { handler: async () => ({ token: 7 }) });
    const response = await app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it("guards the call with its contract's access before anything else", async () => {
    const app = await bareApp();
    route(app, 'GET /api/admin/staff', { handler: async () => [] });
    const as = (role?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/staff',
        headers: role ? { 'x-role': role } : {},
      });
    expect((await as()).statusCode).toBe(401);
    expect((await as('sender')).statusCode).toBe(403);
    expect((await as('operator')).statusCode).toBe(403);
    expect((await as('admin')).json()).toEqual([]);
    await app.close();
  });

  it('stops the start when a rate limit and the contract’s 429 disagree', async () => {
    const app = await bareApp();
    expect(() => route(app, 'GET /get_currencies', { handler: async () => [] as never })).toThrow(
      'GET /get_currencies: its contract lists 429 among its errors exactly when it is limited',
    );
    expect(() =>
      route(app, 'GET /api/site', {
        config: { rateLimit: { max: 1, timeWindow: '1 minute' } },
        handler: async () => [] as never,
      }),
    ).toThrow('GET /api/site: its contract lists 429');
    await app.close();
  });
});

describe("a call's path registered by hand", () => {
  it('stops the start, naming the call', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/site', async () => ({}))).toThrow(
      "GET /api/site is a call of shared's api-contract.ts: register it with route()",
    );
    await app.close();
  });
});

describe('the handler of a call is typed from its contract', () => {
  it('reads the body, params and query the contract names, and nothing else', async () => {
    const app = await bareApp();
    route(app, 'PUT /api/admin/wallets/:id', {
      handler: async (request) => {
        const id: number = request.params.id;
        const enabled: boolean = request.body.active;
        // @ts-expect-error a wallet's body has no `owner`
        request.body.owner;
        throw new Error(`not called: ${id} ${enabled}`);
      },
    });
    route(app, 'POST /api/auth/checkUser', {
      // @ts-expect-error `authenticated` is a boolean in the contract
      handler: async () => ({ authenticated: 'yes' }),
    });
    await app.close();
    expect(app.hasRoute({ method: 'PUT', url: '/api/admin/wallets/:id' })).toBe(true);
  });
});
