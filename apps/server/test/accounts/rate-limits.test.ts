import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits, signInPerIp } from '../../src/modules/accounts/attempt-limits.ts';
import { type AccountsClient, accountsClient, freshIp } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

async function repeat(times: number, call: (index: number) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < times; index += 1) await call(index);
}

const rateLimited = {
  code: 'rate_limited',
  message: expect.stringMatching(
    /^Demasiados intentos\. Espere \d+ (segundos?|minutos?) e inténtelo de nuevo\.$/,
  ),
};

describe('sign-in attempt limits', () => {
  it('answers 429 once one IP has tried too many addresses', async () => {
    const ip = freshIp();
    const { max } = signInPerIp(testApp.config);
    await repeat(max, (i) => client.signIn(`guess-${i}@example.com`, 'wrong-password', { ip }));
    const response = await client.signIn('guess-last@example.com', 'wrong-password', { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(rateLimited);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.signIn('guess-last@example.com', 'x')).statusCode).toBe(401);
  });

  it('answers 429 once one address has been tried too often from many IPs', async () => {
    await client.registerActive('target@example.com');
    const { max } = attemptLimits.signIn.perEmail;
    await repeat(max, () => client.signIn('target@example.com', 'wrong-password'));
    const response = await client.signIn('TARGET@example.com', 'wrong-password', {
      language: 'en',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Wait 1[45] minutes and try again\.$/),
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.signIn('target@example.com')).statusCode).toBe(429);
  });
});

describe('sign-up and reset attempt limits', () => {
  it('limits sign-ups per address, answering known and unknown addresses alike', async () => {
    const { max } = attemptLimits.signUp.perEmail;
    await repeat(max, () => client.signUp('flood@example.com'));
    expect(await client.signUp('flood@example.com')).toMatchObject({ statusCode: 429 });
  });

  it('limits sign-ups per IP', async () => {
    const ip = freshIp();
    const { max } = attemptLimits.signUp.perIp;
    await repeat(max, (i) => client.signUp(`bulk-${i}@example.com`, {}, { ip }));
    const response = await client.signUp('bulk-last@example.com', {}, { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(rateLimited);
  });

  it('limits reset requests per address and per IP', async () => {
    const { perEmail, perIp } = attemptLimits.resetPassword;
    await repeat(perEmail.max, () => client.post('/reset-password', { email: 'r@example.com' }));
    const perAddress = await client.post('/reset-password', { email: 'r@example.com' });
    expect(perAddress.statusCode).toBe(429);

    const ip = freshIp();
    await repeat(perIp.max, (i) =>
      client.post('/reset-password', { email: `r${i}@example.com` }, { ip }),
    );
    const fromIp = await client.post('/reset-password', { email: 'r-last@example.com' }, { ip });
    expect(fromIp.statusCode).toBe(429);
  });
});
