import { expect, type Page, test } from '@playwright/test';
import { cards, fillDetails, priceTransfer } from './support/checkout-journey.ts';
import { gotoInteractive } from './support/interactive.ts';
import { newSender } from './support/new-sender.ts';

const calculator = (page: Page) => page.getByRole('region', { name: 'Calcule su envío' });
const cartButton = (page: Page, count: 0 | 1) =>
  page.getByRole('banner').getByRole('button', {
    name: count === 1 ? 'Carrito: 1 envío' : 'Carrito: 0 envíos',
    exact: true,
  });

test('an amount the calculator refuses takes its earlier quote out of the cart', async ({
  page,
}) => {
  await gotoInteractive(page, '/');
  const card = calculator(page);
  await card.getByLabel('Moneda de pago').selectOption('USD');
  await card.getByLabel('Moneda de destino').selectOption('CUP');
  await card.getByLabel('Usted envía').fill('100');
  await expect(cartButton(page, 1)).toBeVisible();

  await card.getByLabel('Usted envía').fill('5000');
  await expect(card.getByText(/^El máximo a enviar es de 2000,00 USD/)).toBeVisible();
  await expect(cartButton(page, 0)).toBeVisible();
  await cartButton(page, 0).click();
  await expect(
    page.getByText('Su carrito está vacío. Calcule un envío para empezar.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Continuar' })).toHaveCount(0);
});

test('the calculator offers only the pairs and delivery options the server prices', async ({
  page,
}) => {
  await gotoInteractive(page, '/');
  const card = calculator(page);
  const destinations = card.getByLabel('Moneda de destino').getByRole('option');
  const delivery = card.getByLabel('Opción de entrega').getByRole('option');

  await card.getByLabel('Moneda de pago').selectOption('CAD');
  await expect(destinations).toHaveText(['USD CASH', 'CUP', 'MLC']);
  await card.getByLabel('Moneda de pago').selectOption('BTC');
  await expect(destinations).toHaveText(['USD CASH', 'CUP', 'USD']);

  await card.getByLabel('Moneda de pago').selectOption('USD');
  await card.getByLabel('Moneda de destino').selectOption('USD CASH');
  await expect(delivery).toHaveCount(3);
  await card
    .getByLabel('Opción de entrega')
    .selectOption({ label: 'Efectivo a domicilio en La Habana: en 24 horas' });
  await card.getByLabel('Moneda de destino').selectOption('USD');
  await expect(delivery).toHaveText(['Estándar: de 1 a 3 días hábiles']);
  await card.getByLabel('Usted envía').fill('100');
  // Priced, not refused: the pair and the delivery option are the server's own.
  await expect(card.getByRole('status', { name: 'Total a pagar' })).toHaveText('105,00 USD');
});

test("the first click on a payment method lands, whatever arrives after /checkout appears; toasts leave the header's controls free", async ({
  page,
}) => {
  const account = await newSender(page, 'first-click');
  await priceTransfer(page, 'USD', 'CUP', '100');
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(account.email);
  await main.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/user-information$/);

  // The pre-payment disclosure above the methods is held back until the test lets it through.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/disclosure', async (route) => {
    await released;
    await route.continue();
  });
  await fillDetails(page, cards.CUP, account.email);
  await expect(page).toHaveURL(/\/checkout$/);
  const methods = main.getByRole('list', { name: 'Métodos de pago' });
  await expect(main.getByText('Cargando los métodos de pago…')).toBeAttached();
  await expect(methods).toHaveCount(0);

  release();
  await methods.getByRole('button', { name: 'Zelle' }).click();
  await expect(main.getByRole('heading', { name: 'Antes de pagar' })).toBeVisible();
  await expect(main.getByText('Envíe 104,00 USD por Zelle a esta cuenta')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await main.getByRole('button', { name: 'Copiar' }).first().click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    // Where it comes to rest: it slides in from above, so it crosses the header on its way.
    await expect
      .poll(
        async () => {
          const box = await toast.boundingBox();
          const header = await page.getByRole('banner').boundingBox();
          return box !== null && header !== null && box.y >= header.y + header.height;
        },
        { message: `the toast below the header at ${width} px`, timeout: 5_000 },
      )
      .toBe(true);
    await toast.getByRole('button').click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  }
});
