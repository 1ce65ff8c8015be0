import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactClient, contactMessage } from '../contact/contact-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startTestRedis, type TestRedis } from '../helpers/redis-server.ts';
import { waitUntil } from '../helpers/wait-until.ts';

let redis: TestRedis;
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  redis = await startTestRedis();
  const config = { REDIS_URL: redis.url };
  instanceA = await buildTestApp({ seed: true, config });
  instanceB = await buildTestApp({ seed: true, config });
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
  await redis.stop();
});

const ip = '198.51.100.7';
const readyz = (testApp: TestApp) =>
  testApp.app.inject({ method: 'GET', url: '/readyz' }).then((response) => response.statusCode);

describe('rate limits shared through Redis by two instances', () => {
  it('counts one client’s contact messages on A and B together (5 per 10 minutes)', async () => {
    const sendA = contactClient(instanceA.app);
    const sendB = contactClient(instanceB.app);
    const answers: number[] = [];
    for (const send of [sendA, sendB, sendA, sendB, sendA, sendB]) {
      answers.push((await send(contactMessage(), { ip })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await sendA(contactMessage(), { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('answers /readyz 503 without Redis and still serves limited calls (no 5xx)', async () => {
    expect(await readyz(instanceA)).toBe(200);
    await redis.stop();
    expect(await readyz(instanceA)).toBe(503);
    const answer = await contactClient(instanceB.app)(contactMessage(), { ip: '198.51.100.9' });
    expect(answer.statusCode).toBe(200);
  });

  it('counts in Redis again once it is back, without a restart of either instance', async () => {
    await redis.start();
    await waitUntil(
      async () => (await readyz(instanceA)) === 200 && (await readyz(instanceB)) === 200,
      { what: 'both instances ready with Redis back' },
    );
    const sendA = contactClient(instanceA.app);
    const sendB = contactClient(instanceB.app);
    const client = '198.51.100.10';
    const answers: number[] = [];
    for (const send of [sendA, sendB, sendA, sendB, sendA, sendB]) {
      answers.push((await send(contactMessage(), { ip: client })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // The count lives in the restarted Redis, not in either instance's memory.
    const probe = new Redis(redis.url);
    try {
      expect(await probe.keys(`giro-rate-limit:*${client}*`)).not.toEqual([]);
    } finally {
      probe.disconnect();
    }
  });
});
