import { expect, test } from '@playwright/test';
import { toast } from './support/checkout-journey.ts';
import {
  chooseZelleAndSeeHold,
  openComplianceTab,
  reachPaymentMethodsAs,
} from './support/compliance-journey.ts';
import { signInToConsole } from './support/console.ts';
import { newSender } from './support/new-sender.ts';
import { waitForMailWith } from './support/outbox.ts';

// A real PNG (one pixel): the server decodes and encodes it again like any photo.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a sender over the 30-day threshold verifies their identity from a phone and the operator approves', async ({
  page,
  browser,
}) => {
  // Two people, a form with a photo and a mail: longer than one page's journey.
  test.setTimeout(90_000);
  const account = await newSender(page, 'identity');
  let reference = '';
  await test.step('2,900 USD in cash is over the 3,000 USD threshold: the order waits for the identity', async () => {
    const cart = { currency: 'USD', destination: 'USD CASH', amount: '2900' };
    await reachPaymentMethodsAs(page, account, cart, 'Rosa María Fernández Díaz');
    await chooseZelleAndSeeHold(page, /verificar su identidad/);
    await page.getByRole('link', { name: 'Verificar mi identidad' }).click();
    await expect(page).toHaveURL(/\/profile\/identity$/);
  });

  await test.step('the sender fills in the details and photographs the ID', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('Debe verificarla para pagar');
    await main.getByLabel('Fecha de nacimiento').fill('1979-08-21');
    await main.getByLabel('Dirección').fill('1200 Brickell Ave, Apt 9');
    await main.getByLabel('Ciudad').fill('Miami');
    await main.getByLabel('Estado o provincia').fill('FL');
    await main.getByLabel('Código postal').fill('33131');
    await main.getByLabel('País', { exact: true }).selectOption('US');
    await main.getByLabel('Documento', { exact: true }).selectOption('driver_license');
    await main.getByLabel('Número del documento').fill('F123-456-79-821-0');
    await main.getByLabel('País que lo emitió').selectOption('US');
    await main.getByLabel('Fecha de vencimiento').fill('2031-08-21');
    await main.getByLabel('Foto del documento').setInputFiles({
      name: 'licencia.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await main.getByRole('button', { name: 'Enviar para revisión' }).click();
    await expect(main.getByRole('status')).toContainText('los estamos revisando');
    await page.screenshot({ path: test.info().outputPath('identity-390.png'), fullPage: true });
  });

  const operator = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await test.step('the operator checks the photo and approves', async () => {
    await signInToConsole(operator);
    await openComplianceTab(operator, 'Identidad');
    const item = operator.getByRole('listitem').filter({ hasText: account.email });
    await expect(item.getByText('F123-456-79-821-0', { exact: false })).toBeVisible();
    await item.getByRole('button', { name: 'Ver foto' }).click();
    await expect(operator.getByRole('img', { name: 'Foto del documento' })).toBeVisible();
    await operator.keyboard.press('Escape');
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(operator, 'Cambios guardados')).toBeVisible();
  });

  await test.step('the sender is mailed, and the transfer can be paid', async () => {
    await waitForMailWith(account.email, ['Verificamos su identidad']);
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Su identidad está verificada',
    );
    await page.goto('/profile/transfers');
    await page
      .getByRole('link', { name: /^Ver envío / })
      .first()
      .click();
    reference = (page.url().split('/').at(-1) ?? '').toUpperCase();
    expect(reference).toMatch(/^GR-/);
    await expect(page.getByText('Verifique su identidad para pagar')).toHaveCount(0);
    await expect(page.getByRole('main').getByLabel('Su cuenta Zelle')).toBeVisible();
  });
});
