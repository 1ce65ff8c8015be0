import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSender, demoStaff } from '../../src/modules/accounts/demo-credentials.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('an instance that is not a demo, holding the demo accounts (issue 39, item 2)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The demo's data, but started as a deployment would be: SEED_DEMO off.
    testApp = await buildTestApp({ seed: true, config: { SEED_DEMO: false } });
  });
  afterAll(() => testApp.close());

  it('answers the published demo passwords exactly as a wrong password', async () => {
    // Before: admin@giro.example / giro-admin-2024 signed in on any embedded-database start.
    const client = accountsClient(testApp);
    const wrong = await client.signIn(demoStaff.admin.email, 'not-the-password-1');
    for (const demo of [demoStaff.admin, demoStaff.operator, demoSender]) {
      const refused = await client.signIn(demo.email, demo.password);
      expect(refused.statusCode, demo.email).toBe(401);
      expect(refused.json()).toEqual(wrong.json());
    }
  });
});

describe('the local demo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(() => testApp.close());

  it('lets the README’s accounts in', async () => {
    expect(testApp.config).toMatchObject({ SEED_DEMO: true, HOST: 'localhost' });
    const signedIn = await accountsClient(testApp).signIn(demoSender.email, demoSender.password);
    expect(signedIn.statusCode).toBe(200);
  });
});
