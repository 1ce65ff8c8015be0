import { expect, type Page } from '@playwright/test';

/** The README's demo operator (seeded by SEED_DEMO). */
export const demoOperator = { email: 'operator@giro.example', password: 'giro-operator-2024' };

/** Signs in to the console at /admin as the demo operator; it opens on the pricing screen. */
export async function signInToConsole(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Correo electrónico').fill(demoOperator.email);
  await page.getByLabel('Contraseña').fill(demoOperator.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
}
