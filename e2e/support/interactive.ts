import type { Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until it answers clicks: a button that only opens a panel
 * does nothing before the script has hydrated the server's markup.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
