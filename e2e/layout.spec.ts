import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, languages } from './support/accessibility.ts';
import { fillDetails } from './support/checkout-journey.ts';
import { clipped } from './support/clipped.ts';
import { placeOrderByApi } from './support/compliance-journey.ts';
import { consoleApi } from './support/console.ts';
import { newSender } from './support/new-sender.ts';

/** The widths of the issue: a phone, a tablet, a laptop and a desktop. */
const widths = [390, 768, 1280, 1920] as const;
/** From this width on nothing needs to scroll sideways, the console's tables included. */
const roomyWidth = 1280;

const publicRoutes = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/politica-de-privacidad',
  '/terminos-y-condiciones',
  '/politica-de-cookies',
  '/disclaimer',
  '/login',
  '/forgot-password',
  '/user-activation',
  '/agent-invitation',
  '/rate-alerts/unsubscribe',
  '/payment-error',
  '/page-not-found',
];
const consoleRoutes = [
  '/admin/compliance?tab=clearances',
  '/admin/compliance?tab=lists',
  '/admin/dashboard',
  '/admin/orders',
  '/admin/pricing',
  '/admin/destinations',
  '/admin/agents',
  '/admin/payment-setup',
  '/admin/card-prefixes',
  '/admin/contact-messages',
  '/admin/staff',
  '/admin/audit',
  '/admin/jobs',
];
/** The README's demo admin: every console screen, the staff one included. */
const demoAdmin = { email: 'admin@giro.example', password: 'giro-admin-2024' };

/** The page as it is now, at each width; `what` names it in a failure. */
async function checkAt(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    // Layout settles in the frame after a resize.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    found.push(...(await page.evaluate(clipped, roomyWidth)).map((line) => `${width} px: ${line}`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(found, `${what} at ${widths.join(', ')} px`).toEqual([]);
}

/** Checks the page in both languages, reloading it in each, and goes on in Spanish. */
async function checkInBoth(page: Page, what: string, reopen?: () => Promise<void>) {
  for (const language of ['en', 'es'] as const) {
    await chooseLanguage(page, language);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await reopen?.();
    await checkAt(page, `${what} (${language})`);
  }
}

async function signInWithToken(page: Page, account: { email: string; password: string }) {
  const { token: xsrf } = await (await page.request.get('/api/csrf')).json();
  const response = await page.request.post('/api/auth/signin', {
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
    data: account,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('client_auth_token', value), token);
}

/** Prices a transfer on the home calculator, signed in: straight on to the details. */
async function price(page: Page, currency: string, amount: string) {
  await chooseLanguage(page, 'es');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption(currency);
  await card.getByLabel('Moneda de destino').selectOption('CUP');
  await card.getByLabel('Usted envía').fill(amount);
  await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText('Calculando...');
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/user-information$/);
}

const main = (page: Page) => page.getByRole('main');
const chooseZelle = (page: Page) =>
  main(page).getByRole('list').getByRole('button', { name: 'Zelle' }).click();

for (const language of languages) {
  test.describe(`nothing is clipped at 390, 768, 1280 and 1920 px (${language})`, () => {
    test.beforeEach(async ({ page }) => chooseLanguage(page, language));

    test('the storefront pages', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of publicRoutes) {
        await page.goto(path);
        await checkAt(page, path);
      }
    });
  });
}

test.describe('nothing is clipped along the money path and in the console', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  /** The orders the sender's journey makes, for the console to show. */
  const orders = { zelle: '', crypto: '' };

  test("a sender's journey: details, checkout, a paid transfer, its receipt, a crypto transfer", async ({
    page,
  }) => {
    const sender = await newSender(page, 'layout');
    await signInWithToken(page, sender);

    await test.step('the details and the checkout with the Zelle account', async () => {
      await price(page, 'USD', '178');
      await checkInBoth(page, '/user-information');
      await fillDetails(page, undefined, sender.email);
      await expect(page).toHaveURL(/\/checkout$/);
      await checkInBoth(page, '/checkout');
      await checkInBoth(page, '/checkout with the Zelle account', () => chooseZelle(page));
      await chooseZelle(page);
      orders.zelle = (await main(page).getByText(/^GR-/).textContent()) ?? '';
      await main(page).getByLabel('Su cuenta Zelle').fill('+1 (305) 555-0100');
      await main(page).getByLabel('Número de confirmación').fill('ZLLAYOUT178');
      await main(page).getByRole('button', { name: 'Ya pagué' }).click();
      await expect(page).toHaveURL(/\/transfer-requested$/);
      await checkInBoth(page, '/transfer-requested');
    });

    await test.step('the profile, the transfer once paid and its receipt', async () => {
      await (await consoleApi(page.request)).act(orders.zelle, 'mark_paid', 'Visto en el banco');
      for (const path of ['/profile', '/profile/transfers', '/profile/rate-alerts']) {
        await page.goto(path);
        await checkInBoth(page, path);
      }
      await page.goto(`/profile/transfers/${orders.zelle}`);
      await checkInBoth(page, 'a paid transfer');
      await page.goto(`/profile/transfers/${orders.zelle}/receipt`);
      await checkInBoth(page, "a paid transfer's receipt");
    });

    await test.step('a transfer paid in BTC: its checkout and its page with wallet and TXID', async () => {
      await price(page, 'BTC', '60');
      await fillDetails(page, undefined, sender.email);
      await expect(page).toHaveURL(/\/crypto-checkout$/);
      await checkInBoth(page, '/crypto-checkout');
      await main(page)
        .getByLabel('TXID (hash de la transacción)')
        .fill(randomBytes(32).toString('hex'));
      await main(page).getByRole('button', { name: 'Confirmar pago' }).click();
      await expect(page).toHaveURL(/\/payment-success$/);
      orders.crypto = (await main(page).getByText(/^GR-/).textContent()) ?? '';
      await checkInBoth(page, '/payment-success');
      await page.goto(`/profile/transfers/${orders.crypto}`);
      await checkInBoth(page, 'a crypto transfer');
    });
  });

  test('the console screens, the orders queue and an order of each kind', async ({ page }) => {
    // Screened orders: one cleared, one cleared and its clearance revoked. The audit log then
    // words a hold's decision and a revocation; the clearances and the orders show the entries.
    const account = await newSender(page, 'layout-held');
    const cleared = await placeOrderByApi(page.request, account, 'Caribex');
    const held = await placeOrderByApi(page.request, account, 'Cimex');
    expect([cleared.code, held.code]).toEqual(['compliance_review', 'compliance_review']);
    const operator = await consoleApi(page.request);
    await operator.clear(cleared.reference);
    await operator.clear(held.reference);
    await operator.revoke(held.reference);
    await signInWithToken(page, demoAdmin);
    for (const path of consoleRoutes) {
      await page.goto(path);
      await checkInBoth(page, path);
    }
    for (const reference of [orders.zelle, orders.crypto, held.reference]) {
      await page.goto(`/admin/orders/${reference}`);
      await checkInBoth(page, `the console's order ${reference}`);
    }
  });
});
