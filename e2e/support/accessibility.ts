import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The widths every page is checked at: a common phone and a laptop. */
export const widths = [390, 1280] as const;
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Serious and critical axe violations of the page as it is, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

/** Checks the page at each width; `what` names it in a failure. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A toast fades out a few seconds after it came, maybe while axe reads the page (a toast at
  // half opacity has no contrast): the page is checked once its toasts are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    // At rest: a toast fading in (the toaster comes with the first one) has no contrast yet;
    // endless animations (a spinner) are no transition to wait for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
}

/** Pages from now on in `language`: the cookie the language links set. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'language', value: language, url }]);
}
