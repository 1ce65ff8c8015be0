import { expect, test } from '@playwright/test';
import { demoSender } from './support/checkout-journey.ts';
import { changeRate, signInToConsole } from './support/console.ts';
import { countMails, waitForMailLink, waitForMailWith } from './support/outbox.ts';

// CAD → MLC: a route no other journey prices, so changing its rate disturbs none of them.
test('a sender is mailed when the operator raises a rate to their alert, and unsubscribes', async ({
  page,
  browser,
}) => {
  await test.step('the sender creates "1 CAD ≥ 0,75 MLC" in the profile', async () => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Correo electrónico').fill(demoSender.email);
    await main.getByLabel('Contraseña', { exact: true }).fill(demoSender.password);
    await main.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    await main.getByRole('tab', { name: 'Alertas de tasa' }).click();
    await main.getByLabel('Moneda de pago').selectOption('CAD');
    await main.getByLabel('Moneda de destino').selectOption('MLC');
    await expect(main.getByText('Hoy: 1 CAD = 0,72 MLC')).toBeVisible();
    await main.getByLabel('Meta (MLC por unidad)').fill('0.75');
    await main.getByRole('button', { name: 'Crear alerta' }).click();
    const alerts = main.getByRole('list', { name: 'Sus alertas de tasa' });
    await expect(alerts).toContainText('1 CAD ≥ 0,75 MLC');
  });

  const before = await countMails(demoSender.email);
  await test.step('the operator raises CAD → MLC to 0.76 in the console', async () => {
    const console = await (await browser.newContext()).newPage();
    await signInToConsole(console);
    await changeRate(console, 'CAD → MLC', '0.72', '0.76');
  });

  await test.step('the alert mail arrives, and its link unsubscribes without a session', async () => {
    await waitForMailWith(demoSender.email, ['1 CAD ≥ 0,75 MLC', '1 CAD = 0,76 MLC']);
    const link = await waitForMailLink(demoSender.email, '/rate-alerts/unsubscribe', {
      after: before,
    });
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(link);
    await stranger.getByRole('button', { name: 'Dejar de recibir esta alerta' }).click();
    await expect(stranger.getByRole('status')).toContainText(
      'Listo: ya no le avisaremos cuando 1 CAD ≥ 0,75 MLC.',
    );
    await page.reload();
    await page.getByRole('main').getByRole('tab', { name: 'Alertas de tasa' }).click();
    await expect(page.getByText('Todavía no tiene alertas de tasa.')).toBeVisible();
  });
});
