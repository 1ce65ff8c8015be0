import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';

export interface ExportSeed {
  count: number;
  userId: string;
  /** Every fourth order came through this agent (25 % share). */
  agentHash: string;
  /** The first order's creation day (UTC midnight); the rest follow over about `days` days. */
  firstDay: string;
  days: number;
}

/**
 * `count` orders in one `insert … select … from generate_series`: references EX-0000001…, three
 * at a time sharing their creation instant (so batches must break ties by id), statuses cycling
 * through awaiting_payment, paid, delivered and cancelled. For the export and the dashboard bench.
 */
export async function seedExportOrders(db: Database, seed: ExportSeed): Promise<void> {
  const stepSeconds = Math.floor((seed.days * 86_400) / Math.ceil(seed.count / 3));
  await db.execute(sql`
    insert into orders (reference, user_id, agent_hash, agent_share_percent, method, status,
      payment_currency, pricing_currency, destination_currency, principal, commission,
      delivery_cost, total, receiving, rate, cart_fingerprint, sender, receiver, bank,
      created_at, updated_at, payment_chosen_at)
    select 'EX-' || lpad(i::text, 7, '0'), ${seed.userId}::uuid,
      case when i % 4 = 0 then ${seed.agentHash} end, case when i % 4 = 0 then 25 end,
      case when i % 5 = 0 then 'crypto' else 'zelle' end,
      (array['awaiting_payment', 'paid', 'delivered', 'cancelled'])[i % 4 + 1],
      case when i % 3 = 0 then 'EUR' else 'USD' end, case when i % 3 = 0 then 'EUR' else 'USD' end,
      case when i % 7 = 0 then 'MLC' else 'CUP' end,
      100 + i % 500, 4.25, 0, 104.25 + i % 500, (100 + i % 500) * 320, 320, 'EX-' || i,
      jsonb_build_object('moneysource', 'salary', 'fullname', 'Remitente ' || i,
        'email', 'remitente' || i || '@giro.test', 'phone', '+34600000000', 'crypto', ''),
      jsonb_build_object('fullname', 'Receptor, número ' || i, 'email', '',
        'document', '85010112345', 'phone', '+5355555555', 'address', 'Calle 23',
        'zipcode', '', 'city', '', 'province', '', 'relation', 'parent'),
      '{"mode": null, "swift": "", "address": "", "number_card": "", "account": ""}'::jsonb,
      at, at, at
    from generate_series(1, ${seed.count}) as i,
      lateral (select ${seed.firstDay}::timestamptz + (i / 3) * ${stepSeconds} * interval '1 second'
        as at) as created`);
}
