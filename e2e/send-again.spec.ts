import { expect, test } from '@playwright/test';
import { cards, reachPaymentMethods } from './support/checkout-journey.ts';
import { changeRate, consoleApi, signInToConsole } from './support/console.ts';
import { payWithZelle } from './support/zelle-payment.ts';

// USD → MLC: a route no other journey prices, so changing its rate disturbs none of them.
test('a sender sends a delivered transfer again and reaches the checkout at the new rate', async ({
  page,
  browser,
  request,
}) => {
  // Two journeys in one (an order placed and delivered, then sent again): more than the default.
  test.slow();
  let reference = '';
  await test.step('120 USD to MLC, paid with Zelle and delivered by the operator', async () => {
    await reachPaymentMethods(page, 'USD', 'MLC', '120', cards.MLC);
    reference = await payWithZelle(page, 'ZLAGAIN0120');
    const operator = await consoleApi(request);
    await operator.act(reference, 'mark_paid', 'Zelle recibido');
    await operator.act(reference, 'processing', 'Con el mensajero');
    await operator.act(reference, 'delivered', 'Entregado en mano');
  });

  await test.step('the operator lowers the USD → MLC rate in the console', async () => {
    const console = await (await browser.newContext()).newPage();
    await signInToConsole(console);
    await changeRate(console, 'USD → MLC', '1', '0.98');
  });

  await test.step("'Enviar de nuevo' on the delivered transfer shows what changed", async () => {
    await page.goto('/profile');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Mis envíos' }).click();
    const row = main.getByRole('listitem').filter({
      has: page.getByRole('link', { name: `Ver envío ${reference}` }),
    });
    await expect(row).toContainText('Entregado');
    await row.getByRole('link', { name: `Enviar de nuevo ${reference}` }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Enviar de nuevo' })).toBeVisible();
    await expect(main.getByText(/cambió: tasa de cambio\./)).toBeVisible();
    const rate = main.getByRole('row', { name: /Tasa de cambio/ });
    await expect(rate).toContainText('1 USD = 1 MLC');
    await expect(rate).toContainText('1 USD = 0,98 MLC');
    await expect(rate).toContainText('En su contra');
    await expect(main.getByRole('row', { name: /Comisión/ })).toContainText('Sin cambios');
    await expect(main.getByRole('row', { name: /Recibe/ })).toContainText('117,60 MLC');
  });

  await test.step('the details page has the same receiver and card; the checkout the new quote', async () => {
    await page.getByRole('button', { name: 'Continuar con Luis Pérez' }).click();
    await expect(page).toHaveURL(/\/user-information$/);
    const receiver = page.getByRole('group', { name: 'Beneficiario' });
    await expect(receiver.getByLabel('Nombre completo')).toHaveValue('Luis Pérez');
    await expect(receiver.getByLabel('Carné de identidad')).toHaveValue('85010112345');
    const bank = page.getByRole('group', { name: 'Datos bancarios' });
    await expect(bank.getByLabel('Número de tarjeta')).toHaveValue('9225 7599 1234 5678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('117,60 MLC');
    await expect(summary).toContainText('125,80 USD');
  });
});
