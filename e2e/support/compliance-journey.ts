import { expect, type Page } from '@playwright/test';
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
