import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDatabase, type DatabaseHandle } from '../../src/db/database.ts';

const folder = new URL('../../src/db/migrations/', import.meta.url);
const migration = (tag: string) =>
  readFileSync(new URL(`${tag}.sql`, folder), 'utf8').split('--> statement-breakpoint');
const tags = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => name.replace(/\.sql$/, ''))
  .sort();
const target = '0018_one_live_order_per_cart';

let database: DatabaseHandle;

async function apply(tag: string) {
  for (const statement of migration(tag)) await database.executeSql(statement);
}

beforeAll(async () => {
  database = await createPgliteDatabase();
  for (const tag of tags.slice(0, tags.indexOf(target))) await apply(tag);
});
afterAll(() => database.close());

/** An unpaid order as the table holds it before the migration (or, `migrated`, after it). */
const order = (reference: string, method: string, cart: string, at: string, migrated = false) => `
  insert into orders (reference, user_id, method, status, payment_currency, pricing_currency,
    destination_currency, principal, commission, delivery_cost, total, receiving, rate,
    cart_fingerprint, sender, receiver, bank, pay_to, created_at, updated_at
    ${migrated ? ', payment_chosen_at' : ''})
  select '${reference}', id, '${method}', 'awaiting_payment', 'USD', 'USD', 'CUP', 100, 4, 0,
    104, 32000, 320, '${cart}', '{}', '{}', '{}',
    '{"kind": "account", "account": "${method}@giro.example"}', '${at}', '${at}'
    ${migrated ? `, '${at}'` : ''}
  from users`;

it('leaves one live order per cart from the orders an older Giro left, the newest', async () => {
  await database.executeSql(`insert into users (first_name, last_name, email, password_hash,
    language) values ('Ana', 'Pérez', 'ana@example.com', 'x', 'es')`);
  await database.executeSql(order('GR-OLD001', 'zelle', 'cart-a', '2025-01-01T10:00:00Z'));
  await database.executeSql(order('GR-NEW001', 'paypal', 'cart-a', '2025-01-01T10:05:00Z'));
  await database.executeSql(order('GR-OTHER1', 'zelle', 'cart-b', '2025-01-01T09:00:00Z'));

  await apply(target);

  const { rows } = await database.executeSql(`select reference, status, payment_chosen_at,
    instructions_mailed->>'method' as mailed from orders order by reference`);
  expect(rows).toEqual([
    {
      reference: 'GR-NEW001',
      status: 'awaiting_payment',
      payment_chosen_at: new Date('2025-01-01T10:05:00Z'),
      mailed: 'paypal',
    },
    {
      reference: 'GR-OLD001',
      status: 'replaced',
      payment_chosen_at: new Date('2025-01-01T10:00:00Z'),
      mailed: 'zelle',
    },
    {
      reference: 'GR-OTHER1',
      status: 'awaiting_payment',
      payment_chosen_at: new Date('2025-01-01T09:00:00Z'),
      mailed: 'zelle',
    },
  ]);
  const history = await database.executeSql(`select o.reference, h.to_status, h.actor, h.note,
    h.payload from order_status_history h join orders o on o.id = h.order_id`);
  expect(history.rows).toEqual([
    {
      reference: 'GR-OLD001',
      to_status: 'replaced',
      actor: 'system',
      note: 'replaced by GR-NEW001',
      payload: { replaced_by: 'GR-NEW001' },
    },
  ]);
  await expect(
    database.executeSql(order('GR-TWICE1', 'zelle', 'cart-a', '2025-01-02T00:00:00Z', true)),
  ).rejects.toThrow(/orders_live_cart_key/);
});
