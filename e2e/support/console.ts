import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { toast } from './checkout-journey.ts';

/** The README's demo operator (seeded by SEED_DEMO). */
export const demoOperator = { email: 'operator@giro.example', password: 'giro-operator-2024' };

/** Signs in to the console at /admin as the demo operator; it opens on the dashboard. */
export async function signInToConsole(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Correo electrónico').fill(demoOperator.email);
  await page.getByLabel('Contraseña').fill(demoOperator.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
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
  await dialog.getByRole('button', { name: 'Guardar' }).click();
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
 * The console's order actions through its API, as the demo operator: for journeys that need an
 * order in a later status without walking the orders screen again (admin-orders.spec does).
 */
export async function consoleApi(request: APIRequestContext) {
  const { token: csrf } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const headers = { 'x-xsrf-token': csrf, 'x-requested-with': 'XMLHttpRequest' };
  const signIn = await request.post('/api/auth/signin', { headers, data: demoOperator });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const authorized = { ...headers, authorization: `Bearer ${token}` };
  return {
    async act(reference: string, action: string, note: string) {
      const response = await request.post(`/api/admin/orders/${reference}/actions`, {
        headers: authorized,
        data: { action, note },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}
