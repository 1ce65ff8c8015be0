import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { priceTransfer } from './checkout-journey.ts';

export interface Account {
  email: string;
  password: string;
}

/** From the home page to the payment methods, signed in as `account`, paying `receiver`. */
export async function reachPaymentMethodsAs(
  page: Page,
  account: Account,
  cart: { currency: string; destination: string; amount: string },
  receiver: string,
) {
  await priceTransfer(page, cart.currency, cart.destination, cart.amount);
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(account.email);
  await main.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/user-information$/);
  const sender = page.getByRole('group', { name: 'Remitente' });
  const receiverGroup = page.getByRole('group', { name: 'Beneficiario' });
  await sender.getByLabel('Teléfono', { exact: true }).fill('202 555 0123');
  await receiverGroup.getByLabel('Nombre completo').fill(receiver);
  await receiverGroup.getByLabel('Carné de identidad').fill('85010112345');
  await receiverGroup.getByLabel('Teléfono', { exact: true }).fill('5 123 4567');
  await receiverGroup.getByLabel('Dirección').fill('Calle 23 No. 456, Vedado');
  const bank = page.getByRole('group', { name: 'Datos bancarios' });
  if (await bank.isVisible()) await bank.getByLabel('Número de tarjeta').fill('9225069912345678');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Chooses Zelle: the order is placed but held, so the checkout says why instead of an account. */
export async function chooseZelleAndSeeHold(page: Page, message: RegExp) {
  const main = page.getByRole('main');
  await main
    .getByRole('list', { name: 'Métodos de pago' })
    .getByRole('button', { name: 'Zelle' })
    .click();
  await expect(main.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(main.getByLabel('Su cuenta Zelle')).toHaveCount(0);
}

/** Opens a tab of the console's Compliance screen. */
export async function openComplianceTab(page: Page, tab: string) {
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Cumplimiento' })
    .click();
  await page.getByRole('tab', { name: tab }).click();
}

/**
 * A Zelle order of `account` to `receiver` placed through the API as the checkout places it;
 * answers its reference and create_order's hold code ('' when it can be paid).
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  account: Account,
  receiver: string,
) {
  const { token: xsrf } = await (await request.get('/api/csrf')).json();
  const headers = { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' };
  const signIn = await request.post('/api/auth/signin', { headers, data: account });
  const { token } = (await signIn.json()) as { token: string };
  const quote = await (
    await request.post('/api/calc_money_sent', {
      headers,
      data: {
        amount: '90',
        currency: 'USD',
        destination_currency: 'CUP',
        type: 1,
        key: '',
        delivery: 1,
      },
    })
  ).json();
  const cart = [
    {
      pvp: quote.topay,
      currency: 'USD',
      isCurrencyFiat: true,
      destination_currency: 'CUP',
      comision: quote.comision,
      receiving: quote.receiving,
      net_price: quote.value,
      delivery_text: 'Estándar',
      delivery_item: 1,
      fiat_method: '',
      wallet: '',
    },
  ];
  const contact = {
    sender: {
      moneysource: 'salary',
      fullname: 'Ana Pérez',
      email: account.email,
      phone: '+12025550123',
      crypto: '',
    },
    receiver: {
      fullname: receiver,
      email: '',
      document: '60012012345',
      phone: '+5351234567',
      address: 'Calle 23 No. 456, Vedado',
      zipcode: '',
      city: '',
      province: 'La Habana',
      relation: 'sibling',
    },
    bank: { mode: 'card', swift: '', address: '', number_card: '9225069912345678', account: '' },
  };
  const placed = await request.post('/create_order', {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { cart, contact, key: '', method: 'zelle' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { result } = (await placed.json()) as { result: { reference: string; code: string } };
  return result;
}
