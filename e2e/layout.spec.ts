/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, languages } from './support/accessibility.ts';
import { demoSender } from './support/checkout-journey.ts';
import { demoOperator } from './support/console.ts';

/** The widths of the issue: a phone, a tablet, a laptop and a desktop. */
const widths = [390, 768, 1280, 1920] as const;

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
  '/payment-error',
  '/transfer-requested',
  '/page-not-found',
];
const senderRoutes = ['/profile', '/profile/transfers', '/profile/rate-alerts'];
const consoleRoutes = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/pricing',
  '/admin/destinations',
  '/admin/agents',
  '/admin/payment-setup',
  '/admin/card-prefixes',
  '/admin/contact-messages',
  '/admin/audit',
  '/admin/jobs',
];

/**
 * What a person could not read at this width, one line each: the page scrolling sideways,
 * something off the screen's edge, text cut by a box that hides its overflow, and (from 1280 px
 * on, where nothing needs it) a table scrolling sideways. Screen-reader-only text and boxes
 * that end text with an ellipsis on purpose are left alone.
 */
function clipped(): string[] {
  const problems: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  }
  const scrollers = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const visuallyHidden =
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    if (style.display === 'none' || style.visibility === 'hidden' || box.width <= 1) continue;
    if (visuallyHidden) continue;
    const overflowX = style.overflowX;
    if (overflowX === 'auto' || overflowX === 'scroll') {
      scrollers.add(element);
      if (width >= 1280 && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${name(element)} scrolls sideways (${element.scrollWidth} in ${element.clientWidth} px)`,
        );
      }
    }
    const hides = overflowX === 'hidden' || overflowX === 'clip';
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (
      hides &&
      hasText &&
      style.textOverflow !== 'ellipsis' &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      problems.push(
        `${name(element)} cuts its text (${element.scrollWidth} in ${element.clientWidth} px)`,
      );
    }
    const inScroller = [...scrollers].some(
      (scroller) => scroller.contains(element) && scroller !== element,
    );
    if (!inScroller && style.position !== 'fixed' && (box.right > width + 1 || box.left < -1)) {
      problems.push(
        `${name(element)} leaves the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
      );
    }
  }
  return [...new Set(problems)];
}

async function checkAt(page: Page, path: string) {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.waitForTimeout(50);
    found.push(...(await page.evaluate(clipped)).map((problem) => `${width} px: ${problem}`));
  }
  expect(found, `${path} at ${widths.join(', ')} px`).toEqual([]);
}

async function signedIn(page: Page, account: { email: string; password: string }) {
  const { token: xsrf } = await (await page.request.get('/api/csrf')).json();
  const response = await page.request.post('/api/auth/signin', {
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
    data: account,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('client_auth_token', value), token);
}

async function visitAll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await checkAt(page, path);
  }
}

for (const language of languages) {
  test.describe(`nothing is clipped at 390, 768, 1280 and 1920 px (${language})`, () => {
    // Ten screens at four widths: more than a journey's default time, a few minutes in all.
    test.describe.configure({ timeout: 240_000 });
    test.beforeEach(async ({ page }) => chooseLanguage(page, language));

    test('the storefront pages', async ({ page }) => {
      await visitAll(page, publicRoutes);
    });

    test("the sender's pages", async ({ page }) => {
      await signedIn(page, demoSender);
      await visitAll(page, senderRoutes);
      const transfer = page
        .getByRole('main')
        .getByRole('link', { name: /^(Ver envío|View transfer) GR-/ });
      if ((await transfer.count()) > 0) {
        await transfer.first().click();
        await page.waitForLoadState('networkidle');
        await checkAt(page, page.url());
      }
    });

    test('the console screens', async ({ page }) => {
      await signedIn(page, demoOperator);
      await visitAll(page, consoleRoutes);
    });
  });
}
