import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrate.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { users } from '../src/modules/accounts/accounts-tables.ts';
import { orders } from '../src/modules/orders/orders-tables.ts';
import { realPng as png } from '../test/helpers/proof-files.ts';
import { waitUntil } from '../test/helpers/wait-until.ts';
import { multipartBody, multipartContentType } from '../test/transfers/transfers-client.ts';
import { type Answer, clusterClients, consoleToken, type GiroCall } from './giro-client.ts';
import { type GiroCluster, operator, startCluster } from './giro-cluster.ts';
import { kill } from './giro-process.ts';
import {
  acknowledged,
  type Cart,
  cartFor,
  createOrder,
  type Sender,
  sendersOn,
  signIn,
} from './orders-client.ts';
import { expectRateChangeHeardWithin1s } from './rate-change.ts';

let cluster: GiroCluster;
let onA: GiroCall;
let onB: GiroCall;
let balanced: GiroCall;
/** Senders with a live session each: the first for the proofs, the rest for the order stream. */
let senders: Sender[];
let operatorToken: string;

beforeAll(async () => {
  cluster = await startCluster();
  ({ onA, onB, balanced } = clusterClients(cluster));
  senders = await sendersOn(cluster.database, 21);
}, 180_000);
afterAll(() => cluster?.close(), 60_000);

describe('two Giro processes behind HAProxy on one PostgreSQL and one Redis', () => {
  it('6. started at the same moment on an empty database: migrated once, both serve', async () => {
    const applied = await selectRows<{ count: string }>(
      cluster.database.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      await readFile(`${migrations.migrationsFolder}/meta/_journal.json`, 'utf8'),
    ) as { entries: unknown[] };
    expect(Number(applied[0]?.count)).toBe(journal.entries.length);
    // The first admin and the demo data were provisioned once, by whichever came first.
    const admins = await cluster.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, operator.email));
    expect(admins).toHaveLength(1);
    for (const call of [onA, onB]) expect((await call('GET', '/readyz')).status).toBe(200);
    const through = new Set<string | null>();
    for (let index = 0; index < 4; index += 1) {
      through.add((await balanced('GET', '/get_gateways')).instance);
    }
    expect([...through].sort()).toEqual(['a', 'b']);
  });

  it("1. an operator's CAD→CUP rate changed through A is in B's next quote within 1 s", async () => {
    operatorToken = await consoleToken(onA, operator, '198.51.100.1');
    await expectRateChangeHeardWithin1s(onA, onB, operatorToken);
  });

  it('2. wrong passwords spread over A and B are counted together', async () => {
    // Per address (10 per 15 minutes), A and B taking turns, each attempt from another client.
    const perAddress: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const call = attempt % 2 === 0 ? onA : onB;
      const client = `198.51.100.${10 + attempt}`;
      perAddress.push((await signIn(call, 'nadie@example.com', `wrong-${attempt}`, client)).status);
    }
    expect(perAddress).toEqual([...Array(10).fill(401), 429]);

    // Per client (30 per 15 minutes, in Redis) through the balancer, each attempt on a new
    // address and with a new forged X-Forwarded-For: the balancer appends the real client's
    // address, the one the instances count.
    const perClient: Answer[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      perClient.push(
        await signIn(balanced, `otro-${attempt}@example.com`, 'wrong', `203.0.113.${attempt}`),
      );
    }
    expect(perClient.map((answer) => answer.status)).toEqual([...Array(30).fill(401), 429]);
    expect(new Set(perClient.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
  });

  it('3. a payment proof and a delivery proof uploaded through A download through B', async () => {
    const [sender] = senders;
    if (sender === undefined) throw new Error('no sender');
    const reference = acknowledged(await createOrder(onA, sender.token, await cartFor(onA, 120)));
    if (reference === undefined) throw new Error('the order was not created');
    const form = { body: multipartBody(png, 'proof.png', 'image/png') };
    const upload = { ...form, contentType: multipartContentType };

    const paymentProof = await onA('POST', `/api/orders/${reference}/proof`, {
      ...upload,
      token: sender.token,
    });
    expect(paymentProof.status).toBe(200);
    const served = await onB('GET', `/api/orders/${reference}/proof`, { token: sender.token });
    expect(served.status).toBe(200);
    expect(served.body.equals(png)).toBe(true);

    // The operator has paid the order out and photographs the delivery.
    await cluster.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.reference, reference));
    const deliveryProof = await onA('POST', `/api/admin/orders/${reference}/delivery-proof`, {
      ...upload,
      token: operatorToken,
    });
    expect(deliveryProof.status).toBe(204);
    const shown = await onB('GET', `/api/orders/${reference}/delivery-proof`, {
      token: sender.token,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.equals(png)).toBe(true);
  });

  it('5. each schedule runs once per period, not once per instance', {
    timeout: 150_000,
  }, async () => {
    // pg-boss's clock asks for the crypto expiry sweep every minute (a "send-it" job per period).
    const periods = () =>
      selectRows<{ period: string; count: string }>(
        cluster.database.db,
        sql`select singleton_on::text as period, count(*) as count from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = 'orders.expire-crypto'
            group by singleton_on`,
      );
    const sweeps = async () =>
      Number(
        (
          await selectRows<{ count: string }>(
            cluster.database.db,
            sql`select count(*) as count from pgboss.job where name = 'orders.expire-crypto'`,
          )
        )[0]?.count,
      );
    await waitUntil(async () => (await periods()).length >= 2, {
      timeoutMs: 140_000,
      what: 'two periods of the crypto expiry sweep',
    });
    await waitUntil(async () => (await sweeps()) === (await periods()).length, {
      timeoutMs: 10_000,
      what: 'one sweep per period',
    });
    for (const period of await periods()) expect(Number(period.count)).toBe(1);
  });

  it('4. orders streamed through the balancer survive a SIGKILL of A, each mailed once', {
    timeout: 240_000,
  }, async () => {
    const streamers = senders.slice(1);
    const carts: Cart[] = [];
    for (let index = 0; index < 15; index += 1) carts.push(await cartFor(balanced, 50 + index));

    const answers: { startedAt: number; answer: Answer | undefined }[] = [];
    const endAt = Date.now() + 5_000;
    const stream = streamers.map(async (sender) => {
      for (const cart of carts) {
        if (Date.now() > endAt) return;
        const startedAt = Date.now();
        const answer = await createOrder(balanced, sender.token, cart).catch(() => undefined);
        answers.push({ startedAt, answer });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await kill(cluster.instanceA);
    const killedAt = Date.now();
    await Promise.all(stream);

    const references = answers.flatMap(({ answer }) => {
      const reference = answer && acknowledged(answer);
      return reference === undefined ? [] : [reference];
    });
    const afterKill = answers.filter(({ startedAt }) => startedAt > killedAt);
    expect(answers.filter(({ startedAt }) => startedAt <= killedAt).length).toBeGreaterThan(0);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.map(({ answer }) => answer?.status)).toEqual(afterKill.map(() => 200));
    expect(new Set(afterKill.map(({ answer }) => answer?.instance))).toEqual(new Set(['b']));

    // Every acknowledged order exists.
    const stored = await cluster.database.db
      .select({ reference: orders.reference, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        inArray(
          users.email,
          streamers.map((sender) => sender.email),
        ),
      );
    const storedReferences = new Set(stored.map((order) => order.reference));
    for (const reference of references) expect(storedReferences.has(reference)).toBe(true);

    // Every stored order's creation mail arrives (B runs what A held when it died), once.
    const mailsAbout = (reference: string) =>
      cluster.deliveries.filter((delivery) => delivery.subject.includes(reference));
    await waitUntil(() => stored.every(({ reference }) => mailsAbout(reference).length > 0), {
      timeoutMs: 180_000,
      what: 'the creation mail of every stored order',
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const { reference, email } of stored) {
      const mails = mailsAbout(reference);
      expect(mails.every((mail) => mail.to.includes(email))).toBe(true);
      // A delivery cut by the kill after the SMTP server took it is sent again with the same
      // Message-ID: the sender's mailbox shows one message.
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1);
    }
    const resent = stored.filter(({ reference }) => mailsAbout(reference).length > 1).length;
    console.info(
      `cluster: ${references.length} orders acknowledged (${afterKill.length} after the kill, all by B), ` +
        `${stored.length} stored, ${stored.length} mailed, ${resent} sent twice with one Message-ID`,
    );
  });
});
