import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { waitForMail } from './helpers/outbox.ts';
import { calculatorClient, quoteRequest } from './pricing/calculator-client.ts';

const token = 'scraper-token-0123456789-abcdefghijkl';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, config: { METRICS_TOKEN: token } });
});
afterAll(() => testApp.close());

const scrape = (options: { from?: string; headers?: Record<string, string> } = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.headers ?? {},
  });

describe('GET /metrics', () => {
  it('reports HTTP latency by route, quote cache hits, mails, orders and jobs', async () => {
    const calculator = calculatorClient(testApp.app);
    await calculator.calc(quoteRequest());
    await calculator.calc(quoteRequest());
    await accountsClient(testApp).signUp('metrics@example.com');
    await waitForMail(testApp.config.DATA_DIR, 'metrics@example.com');

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/calc_money_sent",status_code="200"\} 2/,
    );
    expect(text).toMatch(/giro_quote_cache_total\{result="miss"\} 1/);
    expect(text).toMatch(/giro_quote_cache_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/giro_mails_total\{outcome="sent"\} 1/);
    expect(text).toMatch(/giro_jobs\{queue="mail.deliver",state="completed"\} 1/);
    expect(text).toContain('# TYPE giro_orders gauge');
  });

  it('answers only loopback callers no proxy forwarded, or the scraper with METRICS_TOKEN', async () => {
    expect((await scrape({ from: '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect((await scrape({ from: '203.0.113.9', headers: bearer(token) })).statusCode).toBe(200);
    expect((await scrape({ from: '203.0.113.9', headers: bearer(`${token}x`) })).statusCode).toBe(
      403,
    );
    expect((await scrape({ headers: bearer('wrong') })).statusCode).toBe(403);
  });
});
