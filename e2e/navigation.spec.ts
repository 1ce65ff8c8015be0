import { expect, type Page, test } from '@playwright/test';
import { gotoInteractive } from './support/interactive.ts';

/** A slow mobile connection (Chrome's "Slow 3G"), set through the DevTools protocol. */
async function throttle(page: Page) {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

/** Holds every script matching `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the screen on view stays while the next one loads, with a progress bar on a slow link', async ({
  page,
}) => {
  await gotoInteractive(page, '/');
  await throttle(page);
  const release = await holdScripts(page, '**/assets/faq-*.js');
  const home = page.getByRole('heading', { level: 1, name: /Envíe dinero a su familia/ });
  const loader = page.getByRole('status').filter({ hasText: 'Cargando…' });
  const progress = page.getByRole('progressbar', { name: 'Cargando…' });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(progress).toBeAttached();
  // The FAQ's code is on its way: the home page stays, usable, and no loader replaces it.
  await expect(home).toBeVisible();
  await expect(loader).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Calcule su envío' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(progress).toHaveCount(0);
});

// Runs in the page (as source text: the specs are typed without the DOM's types): records in
// `window.loaderShown` whether the page loader ever enters the document.
const watchForLoader = `(() => {
  window.loaderShown = false;
  new MutationObserver(() => {
    const loader = [...document.querySelectorAll('[role="status"]')].some((node) =>
      node.textContent.includes('Cargando'),
    );
    if (loader) window.loaderShown = true;
  }).observe(document.body, { childList: true, subtree: true });
})()`;

test('going from screen to screen, back included, never puts the loader in place of one', async ({
  page,
}) => {
  await gotoInteractive(page, '/faq');
  await page.evaluate(watchForLoader);
  // /login's code and catalogue load after the click.
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  expect(await page.evaluate('window.loaderShown')).toBe(false);
});

test("a guard's check keeps the screen on view until it answers", async ({ page }) => {
  await gotoInteractive(page, '/');
  await page.evaluate(watchForLoader);
  const card = page.getByRole('region', { name: 'Calcule su envío' });
  await card.getByLabel('Moneda de pago').selectOption('USD');
  await card.getByLabel('Usted envía').fill('100');
  await card.getByRole('button', { name: 'Continuar' }).click();
  // The details' guard asks the server for the session; without one it sends the visitor to sign in.
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate('window.loaderShown')).toBe(false);
});
