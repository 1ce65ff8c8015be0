import { hasStaffRole, type UserRole } from '@giro/shared/admin/staff-roles';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { hashPassword } from '../../src/modules/accounts/password-hasher.ts';
import { accountsClient } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { enrolTotp } from '../helpers/second-factor.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const password = 'consola-segura-7';
let accounts = 0;

/** A new active account of `role` (no factor yet): how to sign in to it. */
export async function newAccount(
  testApp: TestApp,
  role: UserRole,
): Promise<{ email: string; password: string }> {
  accounts += 1;
  const email = `${role}.${accounts}@giro.test`;
  await testApp.db.insert(users).values({
    firstName: role,
    lastName: `Número ${accounts}`,
    email,
    passwordHash: await hashPassword(password),
    language: 'es',
    active: true,
    role,
  });
  return { email, password };
}

/**
 * A new active account of `role`, signed in through POST /api/auth/signin: its token. Staff
 * enrol an authenticator app in that session, as the console makes them, so the token opens the
 * console (`enrol: false` leaves a staff member without a second factor).
 */
export async function signedInAs(
  testApp: TestApp,
  role: UserRole,
  { enrol = true }: { enrol?: boolean } = {},
): Promise<string> {
  const { email } = await newAccount(testApp, role);
  const client = accountsClient(testApp);
  const response = await client.signIn(email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { token } = response.json<{ token: string }>();
  if (enrol && hasStaffRole(role, 'operator')) await enrolTotp(testApp, client, token);
  return token;
}

/** Console calls through `app.inject`: CSRF pair, optional bearer token, JSON bodies. */
export function adminClient({ app }: TestApp) {
  let pair: CsrfPair | undefined;
  return async function call(
    method: Method,
    url: string,
    options: { token?: string; payload?: object } = {},
  ): Promise<LightMyRequestResponse> {
    pair ??= await csrf(app);
    return app.inject({
      method,
      url,
      ...(options.payload !== undefined && { payload: options.payload }),
      cookies: pair.cookies,
      headers: {
        ...pair.headers,
        ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
      },
    });
  };
}

export type AdminCall = ReturnType<typeof adminClient>;
