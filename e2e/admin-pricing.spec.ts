import { expect, type Page, test } from '@playwright/test';

/** The README's demo operator (seeded by SEED_DEMO). */
const demoOperator = { email: 'operator@giro.example', password: 'giro-operator-2024' };

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

// CAD → CUP: a route no other journey prices, so changing it disturbs none of them.
test('an operator changes a rate in the console and the calculator quotes with it at once', async ({
  page,
}) => {
  await test.step('sign in to the console with the usual account call', async () => {
    await page.goto('/admin');
    await page.getByLabel('Correo electrónico').fill(demoOperator.email);
    await page.getByLabel('Contraseña').fill(demoOperator.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
  });

  await test.step('change the CAD → CUP rate', async () => {
    await page.getByRole('button', { name: 'Editar la ruta CAD → CUP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar la ruta CAD → CUP' });
    await expect(dialog.getByLabel('Tasa')).toHaveValue('232');
    await dialog.getByLabel('Tasa').fill('240');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Cambios guardados')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /CAD → CUP/ })).toContainText('240');
  });

  await test.step('the calculator quotes with the new rate', async () => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    await card.getByLabel('Moneda de pago').selectOption('CAD');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('100');
    await expect(card.getByText('1 CAD = 240 CUP')).toBeVisible();
    await expect(card.getByLabel('El beneficiario recibe')).toHaveValue('24000.00');
  });

  await test.step('the audit log says who changed the rate, from what to what', async () => {
    await page.goto('/admin/audit');
    const entry = page.getByRole('row', { name: /operator@giro\.example/ }).first();
    await expect(entry).toContainText('Ruta de pago');
    await expect(entry).toContainText('CAD/CUP');
    await expect(entry).toContainText('tasa 232 → 240');
  });
});
