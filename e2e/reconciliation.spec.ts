import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoSender, reachPaymentMethods, toast } from './support/checkout-journey.ts';
import { signInToConsole } from './support/console.ts';
import { waitForMailWith } from './support/outbox.ts';

const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** What the calculator says a USD → CUP transfer of `amount` costs: the order's total. */
async function totalOf(page: Page, amount: string): Promise<string> {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const quote = await page.request.post('/api/calc_money_sent', {
    headers: { 'x-xsrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
    data: { amount, currency: 'USD', destination_currency: 'CUP', type: 1, key: '', delivery: 1 },
  });
  expect(quote.ok()).toBe(true);
  return ((await quote.json()) as { topay: string }).topay;
}

/** The demo sender places a USD → CUP order of `amount` paid by PayPal: its reference and total. */
async function paypalOrder(browser: Browser, amount: string) {
  const page = await (await browser.newContext()).newPage();
  await reachPaymentMethods(page, 'USD', 'CUP', amount);
  const main = page.getByRole('main');
  await main
    .getByRole('list', { name: 'Métodos de pago' })
    .getByRole('button', { name: 'PayPal' })
    .click();
  const reference = main.getByText(/^GR-/);
  await expect(reference).toBeVisible();
  const order = {
    reference: (await reference.textContent()) ?? '',
    total: await totalOf(page, amount),
  };
  await page.context().close();
  return order;
}

const paypalHeader =
  'Date,Time,TimeZone,Name,Type,Status,Currency,Gross,Fee,Net,From Email Address,To Email Address,Transaction ID,Balance,Subject,Note,Balance Impact';

/** PayPal's activity download of today: the three payments, a pending one and a conversion. */
function paypalActivity(orders: { reference: string; total: string }[]): Buffer {
  const day = new Date();
  const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
  const notes = [
    (reference: string) => reference,
    (reference: string) => `remesa ${reference.toLowerCase().replace('-', ' ')}`,
    (reference: string) => `Para mi hermano ${reference.replace('-', '')}`,
  ];
  const rows = orders.map(({ reference, total }, index) =>
    [
      date,
      `10:0${index}:00`,
      'PST',
      'Daniela Demo',
      'Mobile Payment',
      'Completed',
      'USD',
      total,
      '-1.50',
      '',
      'daniela@bank.example',
      'paypal@giro.example',
      `E2E${Date.now()}${index}`,
      '',
      '',
      notes[index]?.(reference) ?? reference,
      'Credit',
    ]
      .map((cell) => `"${cell}"`)
      .join(','),
  );
  const pending = `"${date}","11:00:00","PST","Pedro","Mobile Payment","Pending","USD","200.00","-7.28","192.72","pedro@example.com","paypal@giro.example","E2EPENDING${Date.now()}","","","GR-PENDNG","Credit"`;
  return Buffer.from(`\uFEFF${[paypalHeader, ...rows, pending].join('\r\n')}\r\n`);
}

test('the operator imports a PayPal statement at 1280 px, confirms three matches, and the sender is told; the report downloads', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Amounts no other journey uses, so no open order of the demo sender's is reused.
  const orders: { reference: string; total: string }[] = [];
  for (const amount of ['41', '43', '47']) orders.push(await paypalOrder(browser, amount));

  const operator = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  ).newPage();
  await test.step('the operator opens reconciliation for the PayPal account and saves its columns', async () => {
    await signInToConsole(operator);
    await operator
      .getByRole('navigation', { name: 'Secciones de la consola' })
      .getByRole('link', { name: 'Conciliación' })
      .click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Conciliación' })).toBeVisible();
    const account = operator.getByLabel('Cuenta de cobro');
    const paypal = account.locator('option', { hasText: 'paypal@giro.example (USD)' });
    await account.selectOption((await paypal.getAttribute('value')) ?? '');
    await operator.getByRole('button', { name: 'Columnas del CSV' }).click();
    const dialog = operator.getByRole('dialog', {
      name: /Columnas del CSV de paypal@giro\.example/,
    });
    await dialog.getByRole('button', { name: 'PayPal (actividad)' }).click();
    await expect(dialog.getByLabel('Importe con signo')).toHaveValue('Gross');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('uploads the activity download: three lines match their orders', async () => {
    await operator.getByLabel('Archivo del extracto').setInputFiles({
      name: 'paypal-activity.csv',
      mimeType: 'text/csv',
      buffer: paypalActivity(orders),
    });
    await operator.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(
      operator
        .getByRole('status')
        .filter({ hasText: 'paypal-activity.csv (CSV): 3 movimientos, 3 nuevos.' }),
    ).toBeVisible();
    await expect(operator.getByRole('radio', { name: 'Coinciden (3)' })).toBeChecked();
    const lines = operator.getByRole('table', { name: 'Movimientos' });
    for (const { reference } of orders) {
      await expect(lines.getByRole('link', { name: `Abrir ${reference}` })).toBeVisible();
    }
    await shoot(operator, 'reconciliation-matched-1280');
  });

  await test.step('confirms the three at once: the orders are paid and the sender is mailed', async () => {
    await operator.getByRole('checkbox', { name: 'Elegir todos los de esta página' }).check();
    await operator.getByRole('button', { name: 'Confirmar los elegidos (3)' }).click();
    await expect(
      toast(operator, 'Pagadas: 3 · registradas: 0 · marcadas: 0 · omitidas: 0'),
    ).toBeVisible();
    await operator.getByText('Decididos', { exact: true }).click();
    const decided = operator.getByRole('table', { name: 'Movimientos' });
    await expect(decided.getByText('Confirmado')).toHaveCount(3);
    await expect(decided.getByText('Pagada', { exact: true })).toHaveCount(3);
    const [first] = orders;
    await waitForMailWith(demoSender.email, [first?.reference ?? '', 'Estado: Pagada']);
    await shoot(operator, 'reconciliation-decided-1280');
  });

  await test.step('the report counts the money and downloads as CSV', async () => {
    const report = operator.getByRole('table', { name: 'Informe' });
    await expect(report.getByRole('row', { name: /Conciliado con órdenes 3/ })).toBeVisible();
    const download = operator.waitForEvent('download');
    await operator.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^giro-reconciliation-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    for (const { reference } of orders) expect(csv).toContain(`,${reference},paid,`);
    await shoot(operator, 'reconciliation-report-1280');
  });
});
