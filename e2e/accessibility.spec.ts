import { expect, test } from '@playwright/test';
import { chooseLanguage, expectAccessible, languages } from './support/accessibility.ts';
import { gotoInteractive } from './support/interactive.ts';

// Every public page, as a visitor opens it, in both languages and at both widths: no serious or
// critical axe violation (WCAG 2.2 A and AA, best practices).
const pages = [
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
  '/user-activation?token=not-a-token',
  '/payment-success',
  '/payment-error',
  '/page-not-found',
];

for (const language of languages) {
  for (const path of pages) {
    test(`${path} in ${language} is accessible at 390 and 1280 px`, async ({ page }) => {
      await chooseLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (${language})`);
    });
  }

  test(`the open menus in ${language} are accessible`, async ({ page }) => {
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    // The menu button opens its panel only once the script has hydrated the page.
    await gotoInteractive(page, '/');
    const banner = page.getByRole('banner');
    await banner
      .getByRole('button', { name: language === 'es' ? 'Abrir menú' : 'Open menu' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `the small-screen menu (${language})`);
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: /^(Carrito|Cart)/ }).click();
    await expect(banner.getByText(/carrito está vacío|cart is empty/i)).toBeVisible();
    await expectAccessible(page, `the cart summary (${language})`);
  });
}
