import { expect, type Page, test } from '@playwright/test';
import { mailsTo } from '../apps/server/test/helpers/outbox.ts';
import { demoSender, reachPaymentMethods } from './support/checkout-journey.ts';
import { actInConsole, signInToConsole } from './support/console.ts';

// A proof of payment as a bank's app exports it (the server keeps a plain PDF as it is).
const proofPdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** The demo sender's mails about `reference`, as the outbox holds them. */
async function mailsAbout(reference: string) {
  const dir = process.env.E2E_DATA_DIR ?? '';
  return (await mailsTo(dir, demoSender.email)).filter((mail) => mail.text.includes(reference));
}

async function choose(page: Page, method: string) {
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Métodos de pago' })
    .getByRole('button', { name: method })
    .click();
}

test('Zelle → PayPal → Zelle on one cart leaves one order and one mail, with the account that stands', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await reachPaymentMethods(page, 'USD', 'CUP', '133');

  await choose(page, 'Zelle');
  const referenceField = main.getByText(/^GR-/);
  await expect(referenceField).toBeVisible();
  const reference = (await referenceField.textContent()) ?? '';
  await choose(page, 'PayPal');
  await expect(main.getByText(/por PayPal a esta cuenta/)).toBeVisible();
  await expect(main.getByText(reference, { exact: true })).toBeVisible();
  await choose(page, 'Zelle');
  await expect(main.getByText(/por Zelle a esta cuenta/)).toBeVisible();
  await expect(main.getByText(reference, { exact: true })).toBeVisible();

  // The choice stands INSTRUCTIONS_MAIL_DELAY_SECONDS (3 s here), then one mail goes out.
  await expect.poll(async () => (await mailsAbout(reference)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsAbout(reference);
  expect(mail?.text).toContain(`Registramos su orden ${reference}`);
  expect(mail?.text).toContain('por Zelle a la cuenta indicada abajo');
  expect(mail?.text).not.toContain('ya no es válida');
  await page.waitForTimeout(4_000);
  expect(await mailsAbout(reference)).toHaveLength(1);

  await page.goto('/profile/transfers');
  await expect(main.getByRole('link', { name: `Ver envío ${reference}` })).toHaveCount(1);
});

test('a bank transfer with its proof reaches payment submitted, the operator marks it paid, and only then is there a receipt', async ({
  page,
  browser,
}) => {
  const main = page.getByRole('main');
  let reference = '';

  await test.step('request the bank details, pay and say so with the reference and the proof', async () => {
    await reachPaymentMethods(page, 'USD', 'CUP', '144');
    await choose(page, 'Transferencia bancaria');
    await main.getByRole('button', { name: 'Solicitar correo' }).click();
    await expect(main.getByText(/Le enviamos las instrucciones por correo/)).toBeVisible();
    reference = (await main.getByText(/^GR-/).textContent()) ?? '';
    await main.getByLabel('Su IBAN o número de cuenta').fill('ES91 2100 0418 4502 0005 1332');
    await main.getByLabel('Referencia de la transferencia').fill('!!');
    await main.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(main.getByLabel('Referencia de la transferencia')).toHaveAccessibleDescription(
      /de 4 a 35 letras/,
    );
    await main.getByLabel('Referencia de la transferencia').fill('SEPA-2024-0144');
    await main.getByLabel('Comprobante de pago (opcional)').setInputFiles({
      name: 'comprobante.pdf',
      mimeType: 'application/pdf',
      buffer: proofPdf,
    });
    await main.getByRole('button', { name: 'Ya pagué' }).click();
    await expect(page).toHaveURL(/\/transfer-requested$/);
  });

  await test.step('the transfer waits for verification: no receipt, no payment asked', async () => {
    await page.goto(`/profile/transfers/${reference}`);
    await expect(main.getByText('Pago en verificación').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver recibo' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Pagar este envío' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Ver comprobante' })).toBeVisible();
  });

  await test.step('the operator finds it in the queue, sees the proof and marks it paid', async () => {
    const operator = await (await browser.newContext()).newPage();
    await signInToConsole(operator);
    await operator.goto(`/admin/orders?q=${reference}`);
    const row = operator.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Pago en verificación');
    await operator.getByRole('link', { name: `Abrir ${reference}` }).click();
    const detail = operator.getByRole('region', { name: `Orden ${reference}` });
    await expect(detail.getByText('SEPA-2024-0144')).toBeVisible();
    await actInConsole(operator, reference, 'Marcar pagada', 'Visto en el extracto', 'Pagada');
    await operator.context().close();
  });

  await test.step('now the receipt says paid', async () => {
    await page.reload();
    await expect(main.getByText('Total pagado')).toBeVisible();
    await main.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Recibo de envío ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText('Total pagado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a Mis envíos' })).toHaveAttribute(
      'href',
      '/profile/transfers',
    );
  });
});
