import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/config/env.ts';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { ensureFirstAdmin } from '../../src/modules/admin/first-admin.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const first = { ADMIN_EMAIL: 'jefa@giro.test', ADMIN_PASSWORD: 'primera-admin-1' };

const admins = () =>
  testApp.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('does nothing without the variables', async () => {
    expect(await ensureFirstAdmin(testApp.db, {})).toBe('not_configured');
    expect(await admins()).toEqual([]);
  });

  it('creates the admin while none exists, who can sign in', async () => {
    expect(await ensureFirstAdmin(testApp.db, first)).toBe('created');
    const signedIn = await accountsClient(testApp).signIn(first.ADMIN_EMAIL, first.ADMIN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
  });

  it('leaves everything as it is once an admin exists', async () => {
    const other = { ADMIN_EMAIL: 'otra@giro.test', ADMIN_PASSWORD: 'segunda-admin-2' };
    expect(await ensureFirstAdmin(testApp.db, other)).toBe('admin_exists');
    expect(await ensureFirstAdmin(testApp.db, first)).toBe('admin_exists');
    expect(await admins()).toEqual([{ email: 'jefa@giro.test' }]);
  });
});

describe('the ADMIN_* variables', () => {
  it('must come together and the password must follow the policy', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadEnv(env);
        return [];
      } catch (error) {
        return error instanceof EnvError ? error.problems.map((p) => p.variable) : [];
      }
    };
    expect(problems({ ADMIN_EMAIL: 'jefa@giro.test' })).toEqual(['ADMIN_PASSWORD']);
    expect(problems({ ADMIN_PASSWORD: 'primera-admin-1' })).toEqual(['ADMIN_EMAIL']);
    expect(problems({ ADMIN_EMAIL: 'jefa', ADMIN_PASSWORD: '12345678' })).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
    expect(problems(first)).toEqual([]);
  });
});
