import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, signedInAs } from '../admin/admin-client.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;
let call: AdminCall;
let operator: string;

beforeAll(async () => {
  ({ testApp, call, token: operator } = await seededConsole('operator'));
});
afterAll(() => testApp.close());

const routes = ['/api/admin/dashboard', '/api/admin/orders/export.csv'];

describe.each(routes)('GET %s: who may ask, for which days', (route) => {
  it('answers 401 without a session and 403 to a sender', async () => {
    const query = '?from=2026-03-01&to=2026-03-31';
    expect((await call('GET', `${route}${query}`)).statusCode).toBe(401);
    const sender = await signedInAs(testApp, 'sender');
    const refused = await call('GET', `${route}${query}`, { token: sender });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
  });

  it('refuses a range that ends before it starts, in the language of the request', async () => {
    const response = await call('GET', `${route}?from=2026-03-02&to=2026-03-01`, {
      token: operator,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation',
      errors: [{ path: 'to', message: 'La fecha final no puede ser anterior a la inicial' }],
    });
  });

  it('takes up to 366 days and refuses 367', async () => {
    const leapYear = await call('GET', `${route}?from=2024-01-01&to=2024-12-31`, {
      token: operator,
    });
    expect(leapYear.statusCode).toBe(200);
    const tooLong = await call('GET', `${route}?from=2025-01-01&to=2026-01-02`, {
      token: operator,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      errors: [{ path: 'to', message: 'El periodo no puede superar 366 días' }],
    });
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01'],
    ['a day in another format', '?from=01/03/2026&to=2026-03-31'],
    ['no end day', '?from=2026-03-01'],
    ['no days at all', ''],
  ])('refuses %s with 422', async (_case, query) => {
    const response = await call('GET', `${route}${query}`, { token: operator });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });
});
