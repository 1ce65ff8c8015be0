import { expect, type Page } from '@playwright/test';

/** The README's demo sender (seeded by SEED_DEMO, already activated). */
export const demoSender = { email: 'demo@giro.example', password: 'giro-demo-2024' };

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/** Prices a transfer on the home calculator and goes on, which asks an anonymous sender to sign in. */
export async function priceTransfer(
  page: Page,
  currency: string,
  destination: string,
  amount: string,
) {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption(currency);
  await card.getByLabel('Moneda de destino').selectOption(destination);
  await card.getByLabel('Usted envía').fill(amount);
  await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText('Calculando...');
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/login\b/);
}

export async function signIn(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(demoSender.email);
  await main.getByLabel('Contraseña', { exact: true }).fill(demoSender.password);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/user-information$/);
}

export const cards = { CUP: '9225069912345678', MLC: '9225759912345678' } as const;

/**
 * The receiver and a card (CUP unless said); the account (the demo sender's unless said) gives
 * the sender's name and email.
 */
export async function fillDetails(
  page: Page,
  card: string = cards.CUP,
  email: string = demoSender.email,
) {
  const sender = page.getByRole('group', { name: 'Remitente' });
  const receiver = page.getByRole('group', { name: 'Beneficiario' });
  await expect(sender.getByLabel('Correo electrónico')).toHaveValue(email);
  await sender.getByLabel('Teléfono', { exact: true }).fill('202 555 0123');
  await receiver.getByLabel('Nombre completo').fill('Luis Pérez');
  await receiver.getByLabel('Carné de identidad').fill('85010112345');
  await receiver.getByLabel('Teléfono', { exact: true }).fill('5 123 4567');
  await receiver.getByLabel('Dirección').fill('Calle 23 No. 456, Vedado');
  const bank = page.getByRole('group', { name: 'Datos bancarios' });
  await bank.getByLabel('Número de tarjeta').fill(card);
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

/** From the home page to the payment methods of a fiat cart, signed in as the demo sender. */
export async function reachPaymentMethods(
  page: Page,
  currency: string,
  destination: string,
  amount: string,
  card: string = cards.CUP,
) {
  await priceTransfer(page, currency, destination, amount);
  await signIn(page);
  await fillDetails(page, card);
  await expect(page).toHaveURL(/\/checkout$/);
}
