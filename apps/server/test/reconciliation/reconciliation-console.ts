import type { ReceivingAccountMethod } from '@giro/shared';
import type {
  StatementImportResult,
  StatementLine,
  StatementLinePage,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { receivingAccounts } from '../../src/modules/receiving-accounts/receiving-accounts-tables.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { ordersClient, type Sender } from '../orders/orders-client.ts';
import { multipartForm } from '../transfers/transfers-client.ts';

/** The demo's bank account in EUR (its IBAN is the camt fixtures'), and its Zelle account. */
export const bankIban = 'ES9121000418450200051332';
const zelleAccount = 'pagos@giro.example';

/**
 * The demo's Zelle (USD) and bank (EUR) receiving accounts' ids. The second Zelle account is
 * switched off, so every Zelle order is paid into the first one.
 */
export async function demoAccounts({ db }: TestApp) {
  await db
    .update(receivingAccounts)
    .set({ active: false })
    .where(eq(receivingAccounts.account, '+1 305 555 0187'));
  async function accountId(method: ReceivingAccountMethod, account: string): Promise<number> {
    const [row] = await db
      .select({ id: receivingAccounts.id })
      .from(receivingAccounts)
      .where(and(eq(receivingAccounts.method, method), eq(receivingAccounts.account, account)));
    if (row === undefined) throw new Error(`no ${method} account ${account}`);
    return row.id;
  }
  return {
    zelle: await accountId('zelle', zelleAccount),
    bank: await accountId('transferencia', 'ES91 2100 0418 4502 0005 1332'),
  };
}

/**
 * A seeded app with a signed-in operator, the reconciliation calls and orders placed on the
 * demo's Zelle (USD) or bank (EUR) account (`demoAccounts`).
 */
export async function reconciliationConsole() {
  const { testApp, call, token } = await seededConsole('operator');
  const { zelle, bank } = await demoAccounts(testApp);
  const orders = ordersClient(testApp);
  let pair: CsrfPair | undefined;

  /** Uploads a statement file as the console does (multipart, field `file`). */
  async function upload(
    account: number,
    bytes: Buffer,
    fileName = 'statement.xml',
    as = token,
  ): Promise<LightMyRequestResponse> {
    pair ??= await csrf(testApp.app);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/accounts/${account}/statements`,
      cookies: pair.cookies,
      headers: {
        ...pair.headers,
        authorization: `Bearer ${as}`,
        'content-type': 'multipart/form-data; boundary=giro-test-boundary',
      },
      payload: multipartForm([
        { name: 'file', content: bytes, file: { name: fileName, contentType: 'text/plain' } },
      ]),
    });
  }

  /** An upload that must succeed: its answer. */
  async function imported(account: number, bytes: Buffer): Promise<StatementImportResult> {
    const response = await upload(account, bytes);
    if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
    return response.json<StatementImportResult>();
  }

  async function lines(account: number, query = 'view=all'): Promise<StatementLine[]> {
    const response = await call(
      'GET',
      `/api/admin/reconciliation/accounts/${account}/lines?${query}`,
      {
        token,
      },
    );
    if (response.statusCode !== 200) throw new Error(`lines failed: ${response.body}`);
    return response.json<StatementLinePage>().items;
  }

  /** The line of `account` whose bank id is `id`. */
  async function line(account: number, id: string): Promise<StatementLine> {
    const found = (await lines(account)).find((each) => each.bank_transaction_id === id);
    if (found === undefined) throw new Error(`no line ${id}`);
    return found;
  }

  /** A new sender's order paid into `method`'s account, for `amount` sent. */
  async function placedOrder(method: 'zelle' | 'transferencia', amount = '100', sender?: Sender) {
    const owner = sender ?? (await orders.newSender('en'));
    const currency = method === 'zelle' ? 'USD' : 'EUR';
    const { reference } = await orders.placed(
      owner,
      await orders.orderBody(method, { currency, amount }),
    );
    return { sender: owner, order: await orders.order(reference) };
  }

  const post = (url: string, payload?: object, as = token) =>
    call('POST', url, { token: as, ...(payload && { payload }) });

  return {
    testApp,
    call,
    post,
    token,
    orders,
    zelle,
    bank,
    upload,
    imported,
    lines,
    line,
    placedOrder,
  };
}

export type ReconciliationConsole = Awaited<ReturnType<typeof reconciliationConsole>>;
export type { TestApp };
