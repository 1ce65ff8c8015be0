// `npm run bench:reconcile`: the time to import and match a 5,000-line camt.053 statement into a
// receiving account with 6,000 orders (seeded demo data, a signed-in operator, the real upload
// route), on the embedded PGlite and on a private PostgreSQL when one can be started; then the
// same file again (every line already stored). Prints figures and the machine's load; asserts
// nothing (the tests do). Target: ≤ 5 s for the first import. Beside each time, the CPU this
// process spent on it (the route and, on PGlite, the database too; PostgreSQL's own work is in
// its processes): waiting for the shared cores, which stretches the time, does not add to it.
import { loadavg } from 'node:os';
import { contactInfoSchema } from '@giro/shared';
import { prefixLists, validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import type { StatementImportResult } from '@giro/shared/reconciliation/reconciliation-contracts';
import { startTestPostgres } from '../../../scripts/test-postgres.ts';
import { createPostgresDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { users } from '../src/modules/accounts/accounts-tables.ts';
import { referenceAlphabet } from '../src/modules/orders/order-reference.ts';
import { orders } from '../src/modules/orders/orders-tables.ts';
import { signedInAs } from '../test/admin/admin-client.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { csrf } from '../test/helpers/csrf.ts';
import { databaseUrlOn, runOnServer } from '../test/helpers/postgres-admin.ts';
import { demoAccounts } from '../test/reconciliation/reconciliation-console.ts';
import { camtStatement, type Movement } from '../test/reconciliation/statement-builders.ts';
import { multipartForm } from '../test/transfers/transfers-client.ts';

const lineCount = 5_000;
const orderCount = 6_000;
const dayMs = 86_400_000;

const day = (offset: number) => new Date(Date.now() - offset * dayMs).toISOString().slice(0, 10);

/** A distinct reference per number: its digits in the reference alphabet. */
function reference(n: number): string {
  let code = '';
  for (let rest = n, index = 0; index < 6; index += 1, rest = Math.floor(rest / 30)) {
    code = (referenceAlphabet[rest % 30] ?? '2') + code;
  }
  return `GR-${code}`;
}

const total = (n: number) => (50 + (n % 400) + (n % 7) / 4).toFixed(2);

/** 6,000 orders awaiting payment into the bank account, made over the last 20 days. */
async function seedOrders(testApp: TestApp, accountId: number) {
  const [sender] = await testApp.db
    .insert(users)
    .values({
      firstName: 'Remitente',
      lastName: 'Banco',
      email: `bench.${Date.now()}@giro.test`,
      passwordHash: 'not-a-password',
      language: 'es',
      active: true,
      role: 'sender',
    })
    .returning({ id: users.id });
  if (sender === undefined) throw new Error('no sender');
  const contact = contactInfoSchema('CUP', prefixLists).parse(validContactInfo());
  const rows = Array.from({ length: orderCount }, (_, n) => {
    const at = new Date(Date.now() - (n % 20) * dayMs - 3_600_000);
    return {
      reference: reference(n),
      userId: sender.id,
      method: 'transferencia' as const,
      status: 'awaiting_payment' as const,
      paymentCurrency: 'EUR',
      pricingCurrency: 'EUR',
      destinationCurrency: 'CUP',
      principal: total(n),
      commission: '0',
      deliveryCost: '0',
      total: total(n),
      receiving: '1000',
      rate: '345',
      cartFingerprint: `bench-${n}`,
      sender: { ...contact.sender, fullname: `Remitente${n} Apellido${n % 97}` },
      receiver: contact.receiver,
      bank: contact.bank,
      receivingAccountId: accountId,
      paymentChosenAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await testApp.db.insert(orders).values(rows.slice(start, start + 500));
  }
}

/**
 * 5,000 movements: 3,000 naming their order (some mangled), 1,000 by name and amount only,
 * 500 a cent short, 300 nobody's, 200 debits.
 */
function statementLines(): Movement[] {
  return Array.from({ length: lineCount }, (_, n): Movement => {
    const movement = { day: day(n % 10), id: `BENCH-${n}` };
    if (n < 3_000) {
      const memo = n % 2 === 0 ? reference(n) : reference(n).replace('-', ' ').toLowerCase();
      return { ...movement, amount: total(n), memo: `Remesa ${memo}`, payer: `REMITENTE${n}` };
    }
    if (n < 4_000) {
      return {
        ...movement,
        amount: total(n),
        memo: 'familia',
        payer: `Remitente${n} Apellido${n % 97}`,
      };
    }
    if (n < 4_500) {
      return { ...movement, amount: (Number(total(n)) - 0.01).toFixed(2), memo: reference(n) };
    }
    if (n < 4_800) return { ...movement, amount: '12.34', memo: 'unknown' };
    return { ...movement, amount: '-9.99', memo: 'fee' };
  });
}

async function run(label: string, database?: DatabaseHandle) {
  const testApp = await buildTestApp({ seed: true, work: false, ...(database && { database }) });
  try {
    const { bank } = await demoAccounts(testApp);
    await seedOrders(testApp, bank);
    const token = await signedInAs(testApp, 'operator');
    const pair = await csrf(testApp.app);
    const file = camtStatement('ES9121000418450200051332', 'EUR', statementLines());
    const upload = async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/reconciliation/accounts/${bank}/statements`,
        cookies: pair.cookies,
        headers: {
          ...pair.headers,
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=giro-test-boundary',
        },
        payload: multipartForm([
          { name: 'file', content: file, file: { name: 'bench.xml', contentType: 'text/xml' } },
        ]),
      });
      if (response.statusCode !== 200) throw new Error(`import answered ${response.body}`);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        ...response.json<StatementImportResult>(),
      };
    };
    const first = await upload();
    const again = await upload();
    const megabytes = (file.length / 2 ** 20).toFixed(1);
    console.info(
      `${label}: ${lineCount} lines (${megabytes} MB camt.053), ${orderCount} orders: ` +
        `import + match ${first.seconds.toFixed(2)} s ` +
        `(${first.cpuSeconds.toFixed(2)} s of this process's CPU) ` +
        `(${Object.entries(first.results)
          .map(([result, n]) => `${result} ${n}`)
          .join(', ')}); ` +
        `same file again ${again.seconds.toFixed(2)} s (${again.import.new_line_count} new)`,
    );
  } finally {
    await testApp.close();
  }
}

console.info(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (2 cores shared)`,
);
await run('PGlite');
const server = await startTestPostgres();
if (server !== undefined) {
  const name = `giro_bench_reconcile_${process.pid}`;
  await runOnServer(server.url, `create database ${name}`);
  const database = createPostgresDatabase(databaseUrlOn(server.url, name));
  try {
    await database.migrate();
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await runOnServer(server.url, `drop database if exists ${name} with (force)`);
    await server.stop();
  }
}
console.info(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
