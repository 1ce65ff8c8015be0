import { expect, type Page, test } from '@playwright/test';
import { mailsTo } from '../apps/server/test/helpers/outbox.ts';
import { demoSender, reachPaymentMethods } from './support/checkout-journey.ts';

const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

function methods(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Métodos de pago' });
}

async function choose(page: Page, method: string): Promise<string> {
  await methods(page).getByRole('button', { name: method }).click();
  const reference = page.getByRole('main').getByText(/^GR-/);
  await expect(reference).toBeVisible();
  return (await reference.textContent()) ?? '';
}

async function mailsAbout(reference: string) {
  const dir = process.env.E2E_DATA_DIR ?? '';
  return (await mailsTo(dir, demoSender.email)).filter((mail) => mail.text.includes(reference));
}

test('after the order: only working methods, one open order per cart, paid later from Mis envíos', async ({
  page,
}) => {
  const main = page.getByRole('main');
  let paypal = '';

  await test.step('a EUR cart is offered no Zelle and no Airtm', async () => {
    await reachPaymentMethods(page, 'EUR', 'CUP', '137');
    await expect(methods(page).getByRole('button', { name: 'PayPal' })).toBeVisible();
    await expect(methods(page).getByRole('button', { name: 'Zelle' })).toHaveCount(0);
    await expect(methods(page).getByRole('button', { name: 'Airtm' })).toHaveCount(0);
    await shoot(page, 'checkout-eur-1280');
  });

  await test.step('trying methods leaves one open order and mails only the account method', async () => {
    const first = await choose(page, 'PayPal');
    await methods(page).getByRole('button', { name: 'TropiPay' }).click();
    await expect(main.getByText(/Continuar al pago con TropiPay/)).toBeVisible();
    paypal = await choose(page, 'PayPal');
    // One live order per cart: the method changes, the order and its reference stay.
    expect(paypal).toBe(first);
    // The choice stands INSTRUCTIONS_MAIL_DELAY_SECONDS (3 s here), then one mail goes out.
    await expect.poll(async () => (await mailsAbout(paypal)).length, { timeout: 20_000 }).toBe(1);

    await page.goto('/profile');
    await main.getByRole('tab', { name: 'Mis envíos' }).click();
    await expect(main.getByRole('link', { name: `Ver envío ${paypal}` })).toHaveCount(1);
  });

  await test.step('the unpaid PayPal order is paid from its page', async () => {
    await main.getByRole('link', { name: `Ver envío ${paypal}` }).click();
    const pay = main.getByRole('region', { name: 'Pagar este envío' });
    await expect(pay.getByText(/Envíe .* EUR por PayPal a esta cuenta/)).toBeVisible();
    await expect(main.getByText('Total a pagar')).toBeVisible();
    await shoot(page, 'transfer-unpaid-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'transfer-unpaid-390');
    await pay.getByLabel('Su correo de PayPal').fill('daniela@bank.example');
    await pay.getByLabel('ID de transacción de PayPal').fill('9XH12345AB678901C');
    await pay.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(main.getByRole('region', { name: 'Pagar este envío' })).toHaveCount(0);
    await expect(main.getByText('Pago en verificación').first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('a bad agent link gives way to the calculator, also at / afterwards', async () => {
    await page.goto('/?hash=nope');
    const dialog = page.getByRole('dialog', { name: 'Información' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'agent-refused-1280');
    await dialog.getByRole('button', { name: 'Continuar como cliente directo' }).click();
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    await expect(card.getByLabel('Usted envía')).toBeVisible();
    await page.goto('/');
    await expect(card.getByLabel('Usted envía')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
