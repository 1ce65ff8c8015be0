import { expect, test } from '@playwright/test';

test.describe('storefront shell', () => {
  // The e2e server is the demo (no DATABASE_URL, no PUBLIC_URL): the payment sandbox is on.
  test('says on the storefront and in the console that payments are test payments', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('note')).toHaveText('Modo demostración: los pagos son de prueba');
    await page.goto('/admin');
    await expect(page.getByRole('note')).toHaveText('Modo demostración: los pagos son de prueba');
  });

  test('opens the home page in Spanish and switches to English and back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const languages = page.getByRole('banner').getByRole('list', { name: 'Idioma' });
    await languages.getByRole('link', { name: 'EN English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page
      .getByRole('banner')
      .getByRole('list', { name: 'Language' })
      .getByRole('link', { name: 'ES Español' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
  });

  test('follows a footer link to a legal page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /privacidad/i }).click();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacidad/i);
  });

  test('sends an unknown path to the not-found page', async ({ page }) => {
    await page.goto('/esta/ruta/no-existe');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByText('La página que intenta ver no existe')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'EN English' }).click();
    await expect(page.getByText('The page you are trying to see is not found')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the current year and the operator in the footer', async ({ page }) => {
    await page.goto('/');
    const year = String(new Date().getFullYear());
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Giro Envíos`);
  });
});
