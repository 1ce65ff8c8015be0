import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { waitForMailLink } from './outbox.ts';

/** The README's demo staff (seeded by SEED_DEMO); they enrol a second factor at first sign-in. */
export const demoAdmin = { email: 'admin@giro.example', password: 'giro-admin-2024' };
export const demoOperator = { email: 'operator@giro.example', password: 'giro-operator-2024' };

/** An authenticator app's current code for `secret` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate();
}

/** Where the setup project leaves the demo admin's enrolled session for the other specs. */
export function consoleAdminFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return join(dir, 'console-admin.json');
}

/** Calls as the web app makes them: the CSRF pair, JSON, a bearer token once given one. */
export async function apiClient(request: APIRequestContext, token?: string) {
  const { token: csrf } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const headers = {
    'x-xsrf-token': csrf,
    'x-requested-with': 'XMLHttpRequest',
    ...(token && { authorization: `Bearer ${token}` }),
  };
  return {
    post: (url: string, data?: object, bearer?: string) =>
      request.post(url, {
        headers: { ...headers, ...(bearer && { authorization: `Bearer ${bearer}` }) },
        data,
      }),
    put: (url: string, data: object) => request.put(url, { headers, data }),
  };
}

export type StaffAccount = { email: string; password: string };

let accounts = 0;

/**
 * Staff changes need a second factor proven in the last 5 minutes: the admin proves it again
 * when asked. Journeys in parallel share the admin's session, so a code another journey just
 * used ('second_factor_reused') means that journey's proof already stands.
 */
async function asAdminWithStepUp(
  request: APIRequestContext,
  change: (admin: Awaited<ReturnType<typeof apiClient>>) => Promise<APIResponse>,
): Promise<APIResponse> {
  const { token, secret } = JSON.parse(readFileSync(consoleAdminFile(), 'utf8')) as {
    token: string;
    secret: string;
  };
  const admin = await apiClient(request, token);
  const first = await change(admin);
  if (first.status() !== 403 || !(await first.text()).includes('step_up_required')) return first;
  await admin.post('/api/account/step-up', { method: 'totp', code: totpCode(secret) });
  return change(admin);
}

/**
 * A new staff account invited by the demo admin (enrolled by console.setup.ts), its password
 * chosen with the mailed link as the invited person does, so a journey never shares its console
 * sign-in, its second factor or its limits with another.
 */
export async function newStaff(
  request: APIRequestContext,
  role: 'operator' | 'admin' = 'operator',
): Promise<StaffAccount> {
  accounts += 1;
  const email = `${role}.${Date.now()}.${process.pid}.${accounts}@giro.test`;
  const password = 'consola-segura-2026';
  const invited = await asAdminWithStepUp(request, (admin) =>
    admin.post('/api/admin/staff', {
      first_name: role === 'admin' ? 'Alba' : 'Óscar',
      last_name: 'Prueba',
      email,
      role,
    }),
  );
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = new URL(await waitForMailLink(email, '/admin/invitation'), 'http://giro.invalid');
  const accepted = await (await apiClient(request)).post('/api/auth/staff-invitation', {
    token: link.searchParams.get('token'),
    password,
    password_confirmation: password,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, password };
}

/** Password, then an authenticator app turned on through the API: a console session's token. */
export async function enrolledStaffToken(request: APIRequestContext, staff: StaffAccount) {
  const api = await apiClient(request);
  const signIn = await api.post('/api/auth/signin', staff);
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const started = await api.post('/api/account/totp', undefined, token);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await api.post('/api/account/totp/confirm', { code: totpCode(secret) }, token);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { token, secret };
}
