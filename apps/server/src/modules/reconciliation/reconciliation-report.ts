import type { OrderStatus } from '@giro/shared';
import type {
  ReconciliationReport,
  ReportMoney,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { settlingDecisions } from '@giro/shared/reconciliation/statement-lines';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
import { receivingAccount } from './receiving-account.ts';

/** The report's period: its UTC days, and the instants they span (`end` excluded). */
export interface ReportPeriod {
  from: string;
  to: string;
  start: string;
  end: string;
}

type Bucket = 'matched' | 'waiting' | 'unmatched' | 'not_ours' | 'flagged';

const settling = sql.join(
  settlingDecisions.map((decision) => sql`${decision}`),
  sql`, `,
);

/** What became of a credit line: the report's column it counts in. */
const lineBucket = sql`case
  when l.decision in (${settling}) then 'matched'
  when l.decision = 'not_ours' then 'not_ours'
  when l.decision = 'flagged' then 'flagged'
  when l.result = 'unmatched' then 'unmatched'
  else 'waiting' end`;

/** Orders of the account marked paid in the period (the step itself) that no line backs. */
export const paidWithoutLine = (accountId: number, period: ReportPeriod) => sql`
  select o.reference, o.status, o.total::text as total, o.pricing_currency as currency,
    o.sender->>'fullname' as sender_name,
    to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), h.actor) as paid_by
  from order_status_history h
  join orders o on o.id = h.order_id
  left join users u on h.actor = 'staff:' || u.id::text
  where o.receiving_account_id = ${accountId}
    and h.to_status = 'paid' and h.from_status is distinct from 'paid'
    and h.created_at >= ${period.start}::timestamptz and h.created_at < ${period.end}::timestamptz
    and not exists (select 1 from statement_lines s
      where s.order_id = o.id and s.decision in (${settling}))
  order by h.created_at, o.reference`;

interface PaidWithoutLine {
  reference: string;
  status: OrderStatus;
  total: string;
  currency: string;
  sender_name: string;
  created_at: string;
  paid_at: string;
  paid_by: string;
}

const none = (): ReportMoney => ({ count: 0, amounts: [] });

/**
 * A receiving account's reconciliation over a period: the credits its statements booked on
 * those days (money in) split by what became of them (matched to an order, waiting for the
 * operator, unmatched, not ours, flagged), each summed per currency, and the orders marked
 * paid in the period that no statement line backs.
 */
export async function reconciliationReport(
  db: Database,
  accountId: number,
  period: ReportPeriod,
): Promise<ReconciliationReport> {
  const account = await receivingAccount(db, accountId);
  const sums = await selectRows<{
    bucket: Bucket;
    currency: string;
    lines: number;
    amount: string;
  }>(
    db,
    sql`select ${lineBucket} as bucket, l.currency, count(*)::int as lines,
          sum(l.amount)::numeric(16, 2)::text as amount
        from statement_lines l
        where l.receiving_account_id = ${accountId} and l.direction = 'credit'
          and l.booked_on between ${period.from}::date and ${period.to}::date
        group by 1, 2 order by 2`,
  );
  const buckets: Record<Bucket | 'money_in', ReportMoney> = {
    money_in: none(),
    matched: none(),
    waiting: none(),
    unmatched: none(),
    not_ours: none(),
    flagged: none(),
  };
  for (const { bucket, currency, lines, amount } of sums) {
    for (const money of [buckets[bucket], buckets.money_in]) {
      money.count += lines;
      const same = money.amounts.find((each) => each.currency === currency);
      if (same) same.amount = new Big(same.amount).plus(amount).toFixed(2);
      else money.amounts.push({ currency, amount });
    }
  }
  return {
    from: period.from,
    to: period.to,
    account: {
      id: account.id,
      label: account.label,
      account: account.account,
      currency: account.currency,
    },
    ...buckets,
    paid_without_line: await selectRows<PaidWithoutLine>(db, paidWithoutLine(accountId, period)),
  };
}
