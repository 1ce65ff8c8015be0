import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { toast } from './checkout-journey.ts';
import { apiClient, enrolledStaffToken, newStaff, type StaffAccount, totpCode } from './staff.ts';

export { demoOperator } from './staff.ts';

/** What the console's sign-in and enrolment say, in each language. */
const words = {
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    enrol: 'Proteja su cuenta',
    useApp: 'Usar una aplicación de autenticación',
    code: 'Código de la aplicación',
    turnOn: 'Activar',
    codes: 'Sus códigos de recuperación',
    saved: 'Ya los guardé',
    dashboard: 'Panel',
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    enrol: 'Protect your account',
    useApp: 'Use an authenticator app',
    code: 'App code',
    turnOn: 'Turn on',
    codes: 'Your recovery codes',
    saved: 'I have saved them',
    dashboard: 'Dashboard',
  },
} as const;

export type EnrolOptions = {
  language?: keyof typeof words;
  /** Runs at each screen of the enrolment (the accessibility spec checks them). */
  check?: (what: string) => Promise<void>;
};

/**
 * The console's sign-in at /admin as `staff`; an account without a second factor turns on an
 * authenticator app (the secret read off the screen, as a person types it into the app) and
 * keeps its recovery codes. Ends on the dashboard; answers the app's secret and the first
 * recovery code.
 */
export async function signInAndEnrol(
  page: Page,
  staff: StaffAccount,
  { language = 'es', check = async () => undefined }: EnrolOptions = {},
) {
  const say = words[language];
  await page.goto('/admin');
  await page.getByLabel(say.email).fill(staff.email);
  await page.getByLabel(say.password).fill(staff.password);
  await page.getByRole('button', { name: say.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: say.enrol })).toBeVisible();
  await check('the enrolment of a second factor');
  await page.getByRole('button', { name: say.useApp }).click();
  const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  await expect(key).toBeVisible();
  await check("the authenticator app's QR code");
  const secret = (await key.textContent()) ?? '';
  await page.getByLabel(say.code).fill(totpCode(secret));
  await page.getByRole('button', { name: say.turnOn, exact: true }).click();
  const codes = page.getByRole('list', { name: say.codes });
  await expect(codes).toBeVisible();
  await check('the recovery codes');
  const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await page.getByRole('button', { name: say.saved }).click();
  await expect(page.getByRole('heading', { level: 1, name: say.dashboard })).toBeVisible();
  return { secret, recoveryCode };
}

/**
 * Opens the console as a new operator (or admin) of this journey, signed in through the API (password, then
 * an authenticator app turned on): the journeys that only need the console skip the enrolment's
 * screens, which signInAndEnrol, the accessibility spec and passkeys.spec walk. Ends on the
 * dashboard; answers the account (its address names it in the audit log).
 */
export async function signInToConsole(
  page: Page,
  role: 'operator' | 'admin' = 'operator',
): Promise<StaffAccount> {
  const staff = await newStaff(page.request, role);
  const { token } = await enrolledStaffToken(page.request, staff);
  // The web app keeps its session under this key (spec §7) and reads it when a page starts
  // (a string, as the e2e code has no DOM types).
  await page.goto('/robots.txt');
  await page.evaluate(`localStorage.setItem('client_auth_token', ${JSON.stringify(token)})`);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  return staff;
}

/**
 * On the order's console page: opens the action's dialog, writes the note and saves; the detail
 * then shows the note and the new status.
 */
export async function actInConsole(
  page: Page,
  reference: string,
  action: string,
  note: string,
  status: string,
) {
  const detail = page.getByRole('region', { name: `Orden ${reference}` });
  await detail.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action}: ${reference}` });
  await dialog.getByLabel('Nota').fill(note);
  await dialog.getByRole('button', { name: action }).click();
  await expect(toast(page, 'Cambios guardados').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(note)).toBeVisible();
  await expect(detail.getByText(status, { exact: true }).first()).toBeVisible();
}

/** Opens the console's pricing screen and changes a route's rate from `from` to `to` ('CAD → CUP'). */
export async function changeRate(page: Page, route: string, from: string, to: string) {
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Precios' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
  await page.getByRole('button', { name: `Editar la ruta ${route}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar la ruta ${route}` });
  await expect(dialog.getByLabel('Tasa')).toHaveValue(from);
  await dialog.getByLabel('Tasa').fill(to);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(route) })).toContainText(to);
}

/**
 * The console's order actions through its API, as an operator of this journey: for journeys
 * that need an order in a later status without walking the orders screen again (admin-orders.spec
 * does).
 */
export async function consoleApi(request: APIRequestContext) {
  const { token } = await enrolledStaffToken(request, await newStaff(request));
  const operator = await apiClient(request, token);
  const staffGet = async <Answer>(url: string): Promise<Answer> =>
    (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).json();
  return {
    async act(reference: string, action: string, note: string) {
      const response = await operator.post(`/api/admin/orders/${reference}/actions`, {
        action,
        note,
      });
      expect(response.ok(), await response.text()).toBe(true);
    },

    /** Clears the open sanctions hold of the order: a false positive. */
    async clear(reference: string) {
      const held = (
        await staffGet<{ id: number; order: { reference: string } }[]>(
          '/api/admin/compliance/holds?reason=sanctions',
        )
      ).find((item) => item.order.reference === reference);
      if (held === undefined) throw new Error(`${reference} is not held`);
      const cleared = await operator.post(`/api/admin/compliance/holds/${held.id}/decision`, {
        decision: 'clear',
        note: 'Homónimo: otra fecha de nacimiento',
      });
      expect(cleared.ok(), await cleared.text()).toBe(true);
    },

    /** Revokes the clearance made in the order's review: the order is held again. */
    async revoke(reference: string) {
      const clearance = (
        await staffGet<{ id: number; order_reference: string }[]>(
          '/api/admin/compliance/clearances',
        )
      ).find((item) => item.order_reference === reference);
      if (clearance === undefined) throw new Error(`no clearance of ${reference}`);
      const revoked = await operator.post(
        `/api/admin/compliance/clearances/${clearance.id}/revoke`,
        { note: 'Nueva información del banco' },
      );
      expect(revoked.ok(), await revoked.text()).toBe(true);
    },
  };
}
