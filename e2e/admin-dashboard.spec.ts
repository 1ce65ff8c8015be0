import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { cards, reachPaymentMethods } from './support/checkout-journey.ts';
import { signInToConsole } from './support/console.ts';
import { payWithZelle } from './support/zelle-payment.ts';

/** A count as the console shows it ("1.234" in Spanish, "1,234" in English). */
const countIn = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

/** The headline tile's figure, found by its label. */
const tile = (page: Page, label: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

/** Today's quotes and orders and the corridor's orders, 0 when the corridor has no row yet. */
async function todaysCounts(page: Page, corridor: string) {
  const table = page.getByRole('table', { name: 'Órdenes y volumen por corredor' });
  const quotes = await countIn(tile(page, 'Cotizaciones').locator('dd').first());
  const orders = await countIn(tile(page, 'Órdenes').locator('dd').first());
  const row = table.getByRole('row', { name: new RegExp(corridor) });
  const inCorridor = (await row.count()) > 0 ? await countIn(row.getByRole('cell').first()) : 0;
  return { quotes, orders, inCorridor };
}

// USD → MLC with 93 USD: a cart no other journey places. Other journeys order at the same time,
// so today's totals are compared as "at least one more".
test("the operator's dashboard counts a new order and exports it for accounting", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const corridor = 'USD → MLC';
  const operator = await (await browser.newContext()).newPage();
  const today = new Date().toISOString().slice(0, 10);

  let before = { quotes: 0, orders: 0, inCorridor: 0 };
  await test.step("the operator opens the console on the dashboard and reads today's figures", async () => {
    await signInToConsole(operator);
    await operator.getByRole('button', { name: 'Hoy' }).click();
    await expect(operator).toHaveURL(/\/admin\/dashboard\?range=today$/);
    await expect(tile(operator, 'Órdenes')).toBeVisible();
    before = await todaysCounts(operator, corridor);
  });

  let reference = '';
  await test.step('a sender orders 93 USD to an MLC card and says they paid by Zelle', async () => {
    await reachPaymentMethods(page, 'USD', 'MLC', '93', cards.MLC);
    reference = await payWithZelle(page, 'ZLDASH0093');
  });

  await test.step("the dashboard counts the sender's quotes (saved within 5 s) and the order", async () => {
    await expect(tile(operator, 'Cotizaciones')).toContainText('Se guardan cada 5 s');
    await expect(async () => {
      await operator.reload();
      await expect(tile(operator, 'Órdenes')).toBeVisible();
      const after = await todaysCounts(operator, corridor);
      expect(after.quotes).toBeGreaterThan(before.quotes);
      expect(after.orders).toBeGreaterThan(before.orders);
      expect(after.inCorridor).toBeGreaterThan(before.inCorridor);
    }).toPass({ timeout: 20_000 });
    await expect(
      operator.getByRole('img', { name: 'Gráfico: Órdenes y volumen por corredor' }),
    ).toBeVisible();
  });

  await test.step('in English, the CSV of today holds the order', async () => {
    await operator.getByRole('link', { name: 'EN English' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const table = operator.getByRole('table', { name: 'Orders and volume by corridor' });
    await expect(table.getByRole('rowheader', { name: corridor })).toBeVisible();

    const download = operator.waitForEvent('download');
    await operator.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`giro-orders-${today}-${today}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^reference,created_at,/);
    const line = csv.split('\n').find((row) => row.startsWith(`${reference},`));
    expect(line).toContain('USD,MLC');
  });
});
