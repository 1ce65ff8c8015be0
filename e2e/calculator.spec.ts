import { expect, type Page, test } from '@playwright/test';
import { gotoInteractive } from './support/interactive';

function calculator(page: Page) {
  return page.getByRole('region', { name: 'Calcule su envío' });
}

test.describe('home calculator', () => {
  test('prices the amount to send after the pause and carries it to the next step', async ({
    page,
  }) => {
    // Typed after the script has arrived, so the quote waits for the pause; what is typed before
    // it is priced at once (server-rendering.spec.ts).
    await gotoInteractive(page, '/');
    const card = calculator(page);
    await card.getByLabel('Moneda de pago').selectOption('USD');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('100');
    const total = card.getByRole('status', { name: 'Total a pagar' });
    await expect(total).toHaveText('Calculando...');
    await expect(card.getByText('Obteniendo información de la tasa...')).toBeVisible();

    await expect(total).toHaveText('104,00 USD');
    await expect(card.getByText('1 USD = 320 CUP')).toBeVisible();
    await expect(card.getByLabel('El beneficiario recibe')).toHaveValue('32.000,00');
    await expect(page.getByRole('button', { name: 'Carrito: 1 envío' })).toBeVisible();

    await card.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/login\b/);
  });

  test('works out what to send from the amount the receiver gets', async ({ page }) => {
    await page.goto('/');
    const card = calculator(page);
    await card.getByLabel('Moneda de pago').selectOption('EUR');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('El beneficiario recibe').fill('34500');
    await expect(card.getByLabel('Usted envía')).toHaveValue('100,00');
    await expect(card.getByRole('status', { name: 'Total a pagar' })).toHaveText('104,00 EUR');
  });

  test('keeps an amount under the minimum as typed and says what the minimum is', async ({
    page,
  }) => {
    await page.goto('/');
    const card = calculator(page);
    await card.getByLabel('Moneda de pago').selectOption('USD');
    await card.getByLabel('Usted envía').pressSequentially('1x0');
    await expect(card.getByText('* El mínimo a enviar es de 50,00 USD')).toBeVisible();
    await expect(card.getByLabel('Usted envía')).toHaveValue('10');
    await expect(card.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test("shows the server's message for an unknown agent link, then the direct calculator", async ({
    page,
  }) => {
    await page.goto('/?hash=nope');
    const modal = page.getByRole('dialog', { name: 'Información' });
    await expect(modal).toContainText('El enlace de agente no es válido.');
    await expect(calculator(page).getByLabel('Usted envía')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Continuar como cliente directo' }).click();
    await expect(modal).toBeHidden();
    await expect(calculator(page).getByLabel('Usted envía')).toBeVisible();
  });

  test("prices with the demo agent's destinations and markup", async ({ page }) => {
    await page.goto('/?hash=demo-agent');
    const card = calculator(page);
    const destinations = card.getByLabel('Moneda de destino').getByRole('option');
    await expect(destinations).toHaveText(['USD CASH', 'CUP', 'MLC', 'AIS']);
    await card.getByLabel('Moneda de pago').selectOption('USD');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('100');
    await expect(card.getByRole('status', { name: 'Total a pagar' })).toHaveText('105,50 USD');
    await expect(card.getByText('5,50 USD', { exact: true })).toBeVisible();
  });
});
