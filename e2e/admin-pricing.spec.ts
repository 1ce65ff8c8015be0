import { expect, test } from '@playwright/test';
import { changeRate, signInToConsole } from './support/console.ts';

// CAD → CUP: a route no other journey prices, so changing it disturbs none of them.
test('an operator changes a rate in the console and the calculator quotes with it at once', async ({
  page,
}) => {
  let operator = { email: '' };
  await test.step('sign in to the console with the usual account call', async () => {
    operator = await signInToConsole(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('change the CAD → CUP rate', async () => {
    await changeRate(page, 'CAD → CUP', '232', '240');
  });

  await test.step('the calculator quotes with the new rate', async () => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    await card.getByLabel('Moneda de pago').selectOption('CAD');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('100');
    await expect(card.getByText('1 CAD = 240 CUP')).toBeVisible();
    await expect(card.getByLabel('El beneficiario recibe')).toHaveValue('24.000,00');
  });

  await test.step('the audit log says who changed the rate, from what to what', async () => {
    await page.goto('/admin/audit');
    // Other tests' console changes land in the same log: find this one's.
    const entry = page
      .getByRole('row', { name: new RegExp(operator.email.replaceAll('.', '\\.')) })
      .filter({ hasText: 'CAD/CUP' })
      .first();
    await expect(entry).toContainText('Ruta de pago');
    await expect(entry).toContainText('CAD/CUP');
    await expect(entry).toContainText('Tasa: 232 → 240');
  });
});
