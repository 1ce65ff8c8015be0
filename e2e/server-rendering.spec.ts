import { expect, type Page, test } from '@playwright/test';
import { widths } from './support/accessibility.ts';
import { differingPixels } from './support/pixels.ts';

const scripts = '**/assets/*.js';

/**
 * Resolves once the page's script has hydrated all of it: the screen is on
 * (app/layout/interactive-mark.tsx), every script has arrived, and React, which hydrates the
 * page's parts in tasks of its own, has left the main thread idle.
 */
async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.waitForLoadState('networkidle');
  await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve))');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the calculator with the server's currencies and the operator", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Envíe dinero a su familia en Cuba/ }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: 'Calcule su envío' });
    const currencies = card.getByLabel('Moneda de pago').getByRole('option');
    await expect(currencies).toHaveText(['—', 'USD', 'EUR', 'CAD', 'BTC', 'USDT']);
    await expect(card.getByLabel('Moneda de destino')).toHaveValue('USD CASH');
    await expect(card.getByLabel('Usted envía')).toBeVisible();
    await expect(card.getByLabel('El beneficiario recibe')).toBeVisible();
    await expect(card.getByLabel('Opción de entrega')).toContainText(
      'Estándar: de 1 a 3 días hábiles',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Giro Envíos');
  });

  test('the language links open the page in the other language', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'EN English' }).click();
    await expect(page).toHaveURL(/\/faq\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  });
});

for (const path of ['/', '/faq', '/login']) {
  test(`hydrating ${path} changes nothing on screen at 390 and 1280 px`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      // The server's markup alone: the same page with its scripts refused.
      await page.route(scripts, (route) => route.abort());
      await page.goto(path, { waitUntil: 'networkidle' });
      const before = await page.screenshot();
      await page.unroute(scripts);

      await page.goto(path);
      await hydrated(page);
      const after = await page.screenshot();
      expect(await differingPixels(page, before, after), `${path} at ${width} px`).toBe(0);
    }
    // Refused scripts are reported as failed loads; hydration errors would be others.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  });
}

test('the home page offers its payment currencies once hydrated, none chosen yet', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const currency = page
    .getByRole('region', { name: 'Calcule su envío' })
    .getByLabel('Moneda de pago');
  await expect(currency.getByRole('option')).toHaveText(['—', 'USD', 'EUR', 'CAD', 'BTC', 'USDT']);
  await expect(currency).toHaveValue('');
  // Drawn with its placeholder: the selected option is the page's own "—", not an empty box.
  await expect(currency.locator('option:checked')).toHaveText('—');
});

test("what a visitor chose before the page's script arrived is priced once it does", async ({
  page,
}) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption('EUR');
  await card.getByLabel('Usted envía').fill('100');
  release();
  await expect(card.getByRole('status', { name: 'Total a pagar' })).toContainText('EUR');
  await expect(card.getByLabel('Moneda de pago')).toHaveValue('EUR');
  await expect(card.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});
