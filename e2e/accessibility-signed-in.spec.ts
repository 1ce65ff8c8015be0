import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectAccessible, languages } from './support/accessibility.ts';
import { priceTransfer } from './support/checkout-journey.ts';
import { consoleApi, signInAndEnrol } from './support/console.ts';
import { newSender } from './support/new-sender.ts';
import { newStaff } from './support/staff.ts';

/** Checks the page in both languages (reloading it in each), ending in Spanish to go on. */
async function expectAccessibleInBoth(page: Page, what: string) {
  for (const language of [...languages].reverse()) {
    await chooseLanguage(page, language);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${what} (${language})`);
  }
}

/** The sender's phone, the receiver and a CUP card, then on to paying. */
async function giveDetails(page: Page) {
  const group = (name: string) => page.getByRole('main').getByRole('group', { name });
  await group('Remitente').getByLabel('Teléfono', { exact: true }).fill('202 555 0123');
  await group('Beneficiario').getByLabel('Nombre completo').fill('Luis Pérez');
  await group('Beneficiario').getByLabel('Carné de identidad').fill('85010112345');
  await group('Beneficiario').getByLabel('Teléfono', { exact: true }).fill('5 123 4567');
  await group('Beneficiario').getByLabel('Dirección').fill('Calle 23 No. 456, Vedado');
  await group('Datos bancarios').getByLabel('Número de tarjeta').fill('9225069912345678');
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

test('the signed-in journey is accessible in both languages at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const main = page.getByRole('main');
  const sender = await newSender(page, 'axe');

  await test.step('sign in with a priced transfer: sender, receiver and bank details', async () => {
    await priceTransfer(page, 'USD', 'CUP', '75');
    await main.getByLabel('Correo electrónico').fill(sender.email);
    await main.getByLabel('Contraseña', { exact: true }).fill(sender.password);
    await main.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/user-information$/);
    await expectAccessibleInBoth(page, '/user-information');
  });

  await test.step('the payment methods, then the Zelle account to pay', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await giveDetails(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAccessibleInBoth(page, '/checkout');
    await main
      .getByRole('list', { name: 'Métodos de pago' })
      .getByRole('button', { name: 'Zelle' })
      .click();
    await expect(main.getByText(/^GR-/)).toBeVisible();
    await expectAccessible(page, '/checkout with the Zelle account (es)');
    await main.getByLabel('Su cuenta Zelle').fill('ana@bank.example');
    await main.getByLabel('Número de confirmación').fill('ZLAXE1');
    await main.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(page).toHaveURL(/\/transfer-requested$/);
    await expectAccessible(page, '/transfer-requested (es)');
  });

  await test.step('the profile, its transfers, one transfer and its receipt', async () => {
    await page.goto('/profile');
    await expectAccessibleInBoth(page, '/profile');
    await main.getByRole('tab', { name: 'Seguridad' }).click();
    await expect(main.getByRole('region', { name: 'Sesiones abiertas' })).toBeVisible();
    await expectAccessibleInBoth(page, "/profile's security");
    await main.getByRole('tab', { name: 'Mis envíos' }).click();
    const detail = main.getByRole('link', { name: /^Ver envío GR-/ });
    await expect(detail).toBeVisible();
    await expectAccessible(page, "/profile's transfers (es)");
    await detail.click();
    await expect(page).toHaveURL(/\/profile\/transfers\/GR-/);
    await expectAccessibleInBoth(page, 'a transfer');
    // A receipt exists once the money arrived: the operator marks the order paid.
    const reference = page.url().split('/').at(-1) ?? '';
    await (await consoleApi(page.request)).act(reference, 'mark_paid', 'Visto en el banco');
    await page.reload();
    await main.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(page).toHaveURL(/\/receipt$/);
    await expectAccessibleInBoth(page, "a transfer's receipt");
  });

  await test.step('the identity verification form', async () => {
    await page.goto('/profile/identity');
    await expect(main.getByLabel('Foto del documento')).toBeVisible();
    await expectAccessibleInBoth(page, '/profile/identity');
  });

  await test.step('the crypto checkout of a transfer paid in BTC', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    await card.getByLabel('Moneda de pago').selectOption('BTC');
    await card.getByLabel('Moneda de destino').selectOption('CUP');
    await card.getByLabel('Usted envía').fill('60');
    await expect(card.getByRole('status', { name: 'Total a pagar' })).not.toHaveText(
      'Calculando...',
    );
    await card.getByRole('button', { name: 'Continuar' }).click();
    // Signed in, the calculator goes straight to the details (cleared with the paid cart).
    await expect(page).toHaveURL(/\/user-information$/);
    await giveDetails(page);
    await expect(page).toHaveURL(/\/crypto-checkout$/);
    await expect(main.getByRole('timer')).toBeVisible();
    await expectAccessibleInBoth(page, '/crypto-checkout');
  });
});

const consolePages = [
  '/admin/dashboard',
  '/admin/pricing',
  '/admin/orders',
  '/admin/payment-setup',
  '/admin/contact-messages',
  '/admin/destinations',
  '/admin/agents',
  '/admin/card-prefixes',
  '/admin/staff',
  '/admin/audit',
  '/admin/jobs',
  '/admin/security',
];

for (const language of languages) {
  test(`the console is accessible in ${language} at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(300_000);
    const staff = await newStaff(page.request, 'admin');
    await chooseLanguage(page, language);
    const check = (what: string) => expectAccessible(page, `${what} (${language})`);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: /Iniciar sesión|Sign in/ })).toBeVisible();
    await check("the console's sign-in");
    const { recoveryCode } = await signInAndEnrol(page, staff, { language, check });

    await page.getByRole('button', { name: /Cerrar sesión|Sign out/ }).click();
    await page.getByLabel(/Correo electrónico|Email/).fill(staff.email);
    await page.getByLabel(/Contraseña|Password/).fill(staff.password);
    await page.getByRole('button', { name: /Iniciar sesión|Sign in/ }).click();
    await expect(
      page.getByRole('heading', { name: /Verificación en dos pasos|Two-step verification/ }),
    ).toBeVisible();
    await check("the sign-in's second step");
    await page
      .getByRole('button', { name: /Usar un código de recuperación|Use a recovery code/ })
      .click();
    await page.getByLabel(/Código de recuperación|Recovery code/).fill(recoveryCode);
    await page.getByRole('button', { name: /Verificar|Verify/ }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of consolePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (${language})`);
    }
    // Compliance: each tab is its own panel of tables and forms (read once the network is idle).
    await page.goto('/admin/compliance');
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let index = 0; index < (await tabs.count()); index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `/admin/compliance, ${await tab.textContent()} (${language})`);
    }
  });
}
