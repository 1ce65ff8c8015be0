import type {
  ReconciliationAccount,
  StatementImportResult,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../src/modules/orders/orders-tables.ts';
import {
  statementImports,
  statementLines,
} from '../../src/modules/reconciliation/reconciliation-tables.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { waitForMail } from '../helpers/outbox.ts';
import {
  bankIban,
  type ReconciliationConsole,
  reconciliationConsole,
} from './reconciliation-console.ts';
import { camtStatement, ofxStatement } from './statement-builders.ts';
import { alteredFixture, fixtureBytes } from './statement-fixtures.ts';

/** The demo operator's settings email: where unexpected-money alerts go. */
const operatorEmail = 'soporte@giro.example';

const today = new Date().toISOString().slice(0, 10);

let console: ReconciliationConsole;

beforeAll(async () => {
  console = await reconciliationConsole();
});
afterAll(() => console.testApp.close());

async function stored(account: number) {
  const [lines] = await console.testApp.db
    .select({ lines: count() })
    .from(statementLines)
    .where(eq(statementLines.receivingAccountId, account));
  const [imports] = await console.testApp.db.select({ imports: count() }).from(statementImports);
  const [history] = await console.testApp.db.select({ rows: count() }).from(orderStatusHistory);
  return { lines: lines?.lines, imports: imports?.imports, history: history?.rows };
}

describe('importing a statement', () => {
  it('stores every line of the realistic camt.053 with its fields, and matches nothing it cannot', async () => {
    const answer = await console.imported(console.bank, fixtureBytes('camt053-001-02.xml'));
    expect(answer.import).toMatchObject({
      format: 'camt053',
      variant: 'camt.053.001.02',
      file_name: 'statement.xml',
      period_from: '2024-03-05',
      period_to: '2024-03-05',
      line_count: 5,
      new_line_count: 5,
    });
    expect(answer.results).toEqual({
      matched: 0,
      probable: 0,
      amount_differs: 0,
      unmatched: 4,
      already_paid: 0,
      debit: 1,
    });
    expect(await console.line(console.bank, '2024030500017788')).toMatchObject({
      booked_on: '2024-03-05',
      value_on: '2024-03-05',
      direction: 'credit',
      amount: '105.00',
      currency: 'EUR',
      payer_name: 'MARIA PEREZ GARCIA',
      memo: 'GR-7K3M9Q REMESA MAMA / TRANSFERENCIA SEPA DE MARIA PEREZ GARCIA',
      result: 'unmatched',
      reason: 'no_match',
      order: null,
      decision: null,
      details: { counterparty_iban: 'DE89370400440532013000' },
    });
  });

  it('lists the account with its lines waiting for the operator and its latest import', async () => {
    const response = await console.call('GET', '/api/admin/reconciliation/accounts', {
      token: console.token,
    });
    expect(
      response.json<ReconciliationAccount[]>().find((each) => each.id === console.bank),
    ).toMatchObject({
      method: 'transferencia',
      currency: 'EUR',
      open_lines: 4,
      has_csv_mapping: false,
      last_import_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('stores nothing again when the same statement comes twice: no line, no status change', async () => {
    const before = await stored(console.bank);
    const again = await console.imported(console.bank, fixtureBytes('camt053-001-02.xml'));
    expect(again.import).toMatchObject({ line_count: 5, new_line_count: 0 });
    expect(Object.values(again.results).every((lines) => lines === 0)).toBe(true);
    expect(await stored(console.bank)).toEqual({ ...before, imports: (before.imports ?? 0) + 1 });
  });

  it('stores the days two statements share once, lines without a bank id included', async () => {
    const norma43 = fixtureBytes('norma43.n43');
    const first = await console.imported(console.bank, norma43);
    expect(first.import.new_line_count).toBe(3);
    // The same file with one more day: only that day's movement is new.
    const longer = alteredFixture(
      'norma43.n43',
      /3321000418.*\r\n88.*\r\n/,
      [
        '22    0418240307240307040992000000000077000000000000000000000000GR-2M8Q4R       ',
        '3321000418020005133200001000000000012500000300000000043200200000000193990978    ',
        '88999999999999999999000010                                                      ',
        '',
      ].join('\r\n'),
    );
    const overlapping = await console.imported(console.bank, longer);
    expect(overlapping.import).toMatchObject({ line_count: 4, new_line_count: 1 });
  });
});

describe('a statement Giro refuses, keeping nothing of it', () => {
  it('names the line and the problem in the sender’s language', async () => {
    const before = await stored(console.zelle);
    const bad = ofxStatement('4471902235', 'USD', [
      { day: '2024-05-02', amount: '50.00', id: 'A1', memo: 'ok' },
      { day: '2024-05-02', amount: '50,000.00', id: 'A2', memo: 'thousands' },
    ]);
    const response = await console.upload(console.zelle, bad);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'statement_invalid',
      message:
        'Línea 15 del extracto: el importe «50,000.00» no es un importe. No se importó nada.',
    });
    expect(await stored(console.zelle)).toEqual(before);
  });

  it('says what is wrong with a file that is no statement', async () => {
    const response = await console.upload(console.zelle, Buffer.from('%PDF-1.4\n\u0000\u0001'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'statement_unreadable' });
  });

  it('answers 422 naming the depth limit to 200,000 nested tags, not 500 (issue 39, item 7)', async () => {
    const deep = `<?xml version="1.0"?><Document>${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</Document>`;
    const response = await console.upload(console.zelle, Buffer.from(deep));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'statement_unreadable',
      message: expect.stringContaining('más de 64 niveles'),
    });
  });

  it('refuses a bank statement of another account', async () => {
    const other = camtStatement('DE02100100109307118603', 'EUR', [
      { day: '2024-05-02', amount: '10.00', id: 'X1' },
    ]);
    const response = await console.upload(console.bank, other);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'statement_account_mismatch' });
  });

  it('asks for the account’s CSV columns before reading a CSV, then reads it', async () => {
    const chase = fixtureBytes('chase.csv');
    const refused = await console.upload(console.zelle, chase);
    expect(refused.json()).toMatchObject({ code: 'statement_unreadable' });
    expect(refused.json<{ message: string }>().message).toContain('columnas guardadas');
    const saved = await console.call(
      'PUT',
      `/api/admin/reconciliation/accounts/${console.zelle}/csv-mapping`,
      {
        token: console.token,
        payload: {
          date: 'Posting Date',
          date_format: 'MM/DD/YYYY',
          amount: 'Amount',
          credit: '',
          debit: '',
          decimal_separator: '.',
          currency: '',
          payer: '',
          memo: ['Description', '', ''],
          transaction_id: '',
          status: '',
          accepted_statuses: ['', '', ''],
        },
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      mapping: { memo: ['Description'], accepted_statuses: [] },
    });
    const response = await console.upload(console.zelle, chase, 'chase.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json<StatementImportResult>().import).toMatchObject({
      format: 'csv',
      new_line_count: 5,
    });
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await console.upload(console.zelle, Buffer.alloc(21 * 2 ** 20, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'statement_too_large' });
  });
});

describe('flagging money an order cannot take', () => {
  it('flags a cancelled order the statement pays, mails the operator and changes no status', async () => {
    const { sender, order } = await console.placedOrder('transferencia');
    const cancelled = await accountsClient(console.testApp).post(
      `/api/orders/${order.reference}/cancel`,
      undefined,
      { token: sender.token },
    );
    expect(cancelled.statusCode).toBe(200);
    const id = `LATE-${order.reference}`;
    const statement = camtStatement(bankIban, 'EUR', [
      { day: today, amount: order.total, id, memo: order.reference },
    ]);
    const answer = await console.imported(console.bank, statement);
    expect(answer.results.already_paid).toBe(1);
    expect(await console.orders.order(order.reference)).toMatchObject({
      status: 'cancelled',
      attentionReason: 'paid_when_closed',
    });
    expect(await console.line(console.bank, id)).toMatchObject({
      result: 'already_paid',
      reason: 'order_closed',
      decision: 'flagged',
    });
    const alert = await waitForMail(console.testApp.config.DATA_DIR, operatorEmail);
    expect(alert.text).toContain(`trae un pago para la orden ${order.reference}`);
  });
});
