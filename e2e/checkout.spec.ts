import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fillDetails, priceTransfer, signIn, toast } from './support/checkout-journey.ts';

test('a sender prices a transfer, signs in, gives the details and pays with Zelle', async ({
  page,
}) => {
  const main = page.getByRole('main');

  await test.step('price 100 USD to CUP and sign in as the demo sender', async () => {
    await priceTransfer(page, 'USD', 'CUP', '100');
    await signIn(page);
  });

  await test.step('give the receiver and the card, then go to the payment methods', async () => {
    await fillDetails(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Método de pago' })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Luis Pérez');
  });

  let reference = '';
  await test.step('choose Zelle: the order is created and the account to pay is shown', async () => {
    const methods = main.getByRole('list', { name: 'Métodos de pago' });
    await expect(methods.getByRole('button', { name: 'Airtm' })).toBeVisible();
    await methods.getByRole('button', { name: 'Zelle' }).click();
    await expect(main.getByText('Envíe 104,00 USD por Zelle a esta cuenta')).toBeVisible();
    await expect(main.getByText('Titular: Giro Envíos LLC')).toBeVisible();
    const referenceField = main.getByText(/^GR-/);
    await expect(referenceField).toBeVisible();
    reference = (await referenceField.textContent()) ?? '';
  });

  await test.step('confirming needs every detail', async () => {
    await main.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(main.getByLabel('Su cuenta Zelle')).toHaveAccessibleDescription(
      /Debe proporcionar todos los datos/,
    );
  });

  await test.step('confirm with the sender account and the transaction number', async () => {
    await main.getByLabel('Su cuenta Zelle').fill('daniela@bank.example');
    await main.getByLabel('Número de confirmación').fill('ZL20240518001');
    await main.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(page).toHaveURL(/\/transfer-requested$/);
  });

  await test.step('the success screen shows the reference and the cart is empty', async () => {
    await expect(
      main.getByRole('heading', { level: 1, name: '¡Gracias por su envío!' }),
    ).toBeVisible();
    await expect(main.getByText(reference, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: '¿Qué pasa ahora?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carrito: 0 envíos' })).toBeVisible();
  });
});

test('a sender pays in BTC: wallet, amount, countdown and TXID', async ({ page }) => {
  const main = page.getByRole('main');

  await test.step('price 100 USD to CUP paid in BTC, sign in and give the receiver', async () => {
    await priceTransfer(page, 'BTC', 'CUP', '100');
    await signIn(page);
    await fillDetails(page);
    await expect(page).toHaveURL(/\/crypto-checkout$/);
  });

  await test.step('the page shows what to send, where, on which network and for how long', async () => {
    await expect(main.getByText('Red: Bitcoin')).toBeVisible();
    await expect(main.getByText(/si lo envía por otra red, el dinero se pierde/i)).toBeVisible();
    await expect(main.getByText(/^\d+,\d{8} BTC$/)).toBeVisible();
    await expect(main.getByText('bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832')).toBeVisible();
    await expect(
      main.getByRole('img', { name: 'Código QR de la dirección del monedero de BTC' }),
    ).toBeVisible();
    await expect(main.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
  });

  await test.step('copy the wallet address', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await main.getByRole('button', { name: 'Copiar dirección' }).click();
    await expect(toast(page, '¡Dirección de monedero copiada!')).toBeVisible();
  });

  await test.step('confirming needs the TXID', async () => {
    await main.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(main.getByLabel('TXID (hash de la transacción)')).toHaveAccessibleDescription(
      /Debe proporcionar el TXID/,
    );
  });

  await test.step('paste the TXID and confirm', async () => {
    await main.getByLabel('TXID (hash de la transacción)').fill(randomBytes(32).toString('hex'));
    await main.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(main.getByText(/^GR-/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carrito: 0 envíos' })).toBeVisible();
  });
});
