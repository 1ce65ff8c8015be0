import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorResponse } from '../../src/lib/error-response.ts';
import {
  GatewayRequestFailed,
  GatewayUnavailable,
} from '../../src/modules/payments/gateway-errors.ts';
import { createGatewayHttpClient } from '../../src/modules/payments/gateway-http-client.ts';
import { type FakeAnswer, startFakeGateway } from './fake-gateway.ts';
import { fakeGatewayPerTest } from './fake-gateway-per-test.ts';

const policy = { timeoutMs: 200, retries: 2, backoffMs: 1 };
const schema = z.object({ id: z.string() });
const fakes = fakeGatewayPerTest();

async function callWith(answer: (count: number) => FakeAnswer) {
  const fake = await fakes.start((_request, count) => answer(count));
  const client = createGatewayHttpClient('tropipay', fake.baseUrl, fetch, policy);
  return client.request({ method: 'POST', path: '/things', json: { a: 1 }, schema });
}

describe('gateway HTTP client', () => {
  it('sends JSON and returns the answer it expects', async () => {
    await expect(callWith(() => ({ status: 200, json: { id: 'x1' } }))).resolves.toEqual({
      id: 'x1',
    });
    expect(fakes.current?.received[0]?.headers['content-type']).toBe('application/json');
    expect(fakes.current?.bodiesTo('/things')).toEqual([{ a: 1 }]);
  });

  it('retries a 503 and returns the answer of the next attempt', async () => {
    const answer = (count: number): FakeAnswer =>
      count === 1 ? { status: 503 } : { status: 200, json: { id: 'x2' } };
    await expect(callWith(answer)).resolves.toEqual({ id: 'x2' });
    expect(fakes.current?.received).toHaveLength(2);
  });

  it('gives up as GatewayUnavailable after the retries', async () => {
    await expect(callWith(() => ({ status: 502 }))).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(fakes.current?.received).toHaveLength(3);
  });

  it('turns a gateway that never answers into GatewayUnavailable', async () => {
    const failure = await callWith(() => 'hang').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayUnavailable);
    expect((failure as GatewayUnavailable).detail).toContain('TimeoutError');
    expect(fakes.current?.received).toHaveLength(3);
  });

  it('does not retry a 4xx, which fails as GatewayRequestFailed', async () => {
    const failure = await callWith(() => ({ status: 422, json: { error: 'bad amount' } })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GatewayRequestFailed);
    expect(failure).toMatchObject({ status: 422, detail: '{"error":"bad amount"}' });
    expect(fakes.current?.received).toHaveLength(1);
  });

  it('refuses an answer of the wrong shape', async () => {
    await expect(callWith(() => ({ status: 200, json: { other: 1 } }))).rejects.toBeInstanceOf(
      GatewayRequestFailed,
    );
  });

  it('treats a refused connection as the gateway being down', async () => {
    const closed = await startFakeGateway(() => ({ status: 200 }));
    await closed.close();
    const client = createGatewayHttpClient('airtm', closed.baseUrl, fetch, policy);
    await expect(client.request({ method: 'GET', path: '/x', schema })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });

  it('answers an unavailable gateway with a readable 503 in the sender language', () => {
    const error = new GatewayUnavailable('tropipay', 'HTTP 503');
    expect(toErrorResponse(error, 'en')).toEqual({
      statusCode: 503,
      body: {
        code: 'gateway_unavailable',
        message:
          'The payment service TropiPay is not responding right now. Please try again in a few minutes.',
      },
    });
    expect(toErrorResponse(error, 'es').body.message).toBe(
      'El servicio de pago TropiPay no responde en este momento. Inténtelo de nuevo en unos minutos.',
    );
  });
});
