import { expect, test } from '@playwright/test';
import { reachPaymentMethods } from './support/checkout-journey.ts';
import { consoleApi } from './support/console.ts';
import { payWithZelle } from './support/zelle-payment.ts';

test('a sender finds a Zelle transfer in Mis envíos, opens its receipt and reuses the receiver', async ({
  page,
}) => {
  const main = page.getByRole('main');
  let reference = '';

  await test.step('pay 100 USD to CUP with Zelle', async () => {
    await reachPaymentMethods(page, 'USD', 'CUP', '100');
    reference = await payWithZelle(page, 'ZL20240601042');
  });

  await test.step("the order is in 'Mis envíos' with its status", async () => {
    await page.goto('/profile');
    await main.getByRole('tab', { name: 'Mis envíos' }).click();
    const link = main.getByRole('link', { name: `Ver envío ${reference}` });
    await expect(link).toBeVisible();
    const row = main.getByRole('listitem').filter({
      has: page.getByRole('link', { name: `Ver envío ${reference}` }),
    });
    await expect(row).toContainText('Pago en verificación');
    await link.click();
  });

  await test.step('the detail shows the timeline and the receiver', async () => {
    await expect(main.getByRole('heading', { level: 1, name: `Envío ${reference}` })).toBeVisible();
    await expect(main.getByText('Luis Pérez')).toBeVisible();
    const timeline = main.locator('section', { has: page.getByText('Historial de estados') });
    await expect(timeline.getByText('Pendiente de pago')).toBeVisible();
    await expect(timeline.getByText('Pago en verificación')).toBeVisible();
  });

  await test.step('no receipt until the money arrived; once the operator marks it paid, there is one', async () => {
    await expect(main.getByRole('link', { name: 'Ver recibo' })).toHaveCount(0);
    await (await consoleApi(page.request)).act(reference, 'mark_paid', 'Visto en el banco');
    await page.reload();
    await expect(main.getByText('Total pagado')).toBeVisible();
  });

  await test.step('the receipt PDF downloads with the reference in its name', async () => {
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  });

  await test.step('the printable receipt shows the amounts and the disclosures', async () => {
    await main.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Recibo de envío ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText('1 USD = 320 CUP')).toBeVisible();
    await expect(page.getByText('Luis Pérez')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Su derecho a cancelar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qué hacer si hay un error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Si tiene una queja' })).toBeVisible();
  });

  await test.step('a second transfer reuses the saved receiver', async () => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    await card.getByLabel('Moneda de pago').selectOption('USD');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('50');
    await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText(
      'Calculando...',
    );
    await card.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/user-information$/);
    const receiver = page.getByRole('group', { name: 'Beneficiario' });
    await receiver.getByLabel('Nombre completo').fill('');
    await page.getByRole('button', { name: 'Elegir destinatario' }).click();
    await page.getByRole('button', { name: 'Usar Luis Pérez' }).click();
    await expect(receiver.getByLabel('Nombre completo')).toHaveValue('Luis Pérez');
    await expect(receiver.getByLabel('Carné de identidad')).toHaveValue('85010112345');
    const bank = page.getByRole('group', { name: 'Datos bancarios' });
    await expect(bank.getByLabel('Número de tarjeta')).toHaveValue('9225 0699 1234 5678');
    // The picker refills the receiver and bank; the sender's own phone is theirs to give.
    const sender = page.getByRole('group', { name: 'Remitente' });
    await sender.getByLabel('Teléfono', { exact: true }).fill('202 555 0123');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('complementary')).toContainText('Luis Pérez');
  });
});
