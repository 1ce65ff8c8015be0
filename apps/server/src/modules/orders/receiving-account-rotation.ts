import type { ReceivingAccount, ReceivingAccountMethod } from '@giro/shared';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { receivingAccounts } from '../receiving-accounts/receiving-accounts-tables.ts';
import { orders } from './orders-tables.ts';

/** The operator's business day is Havana's (spec §9): daily limits reset at its midnight. */
const businessTimeZone = 'America/Havana';

export interface RotationRequest {
  method: ReceivingAccountMethod;
  currency: string;
  /** The new order's total, in `currency`. */
  total: string;
  now: Date;
}

/**
 * Picks the account a new order is paid to: among the active accounts of the method and
 * currency, the one that received least today (orders not cancelled, expired or failed), among
 * those the order keeps under their daily limit; ties go to the oldest account. Call inside the
 * creating transaction: the candidates stay locked until it ends, so concurrent orders see each
 * other's totals.
 */
export async function pickReceivingAccount(
  tx: Database,
  { method, currency, total, now }: RotationRequest,
): Promise<(ReceivingAccount & { id: number }) | undefined> {
  const candidates = await tx
    .select({ id: receivingAccounts.id })
    .from(receivingAccounts)
    .where(
      and(
        eq(receivingAccounts.method, method),
        eq(receivingAccounts.currency, currency),
        eq(receivingAccounts.active, true),
      ),
    )
    .orderBy(asc(receivingAccounts.id))
    .for('update');
  if (candidates.length === 0) return undefined;

  const dayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${businessTimeZone}) at time zone ${businessTimeZone})`;
  const received = sql<string>`coalesce(sum(${orders.total}), 0)`;
  const [account] = await tx
    .select({
      id: receivingAccounts.id,
      method: receivingAccounts.method,
      label: receivingAccounts.label,
      account: receivingAccounts.account,
      holder: receivingAccounts.holder,
      bank_name: receivingAccounts.bankName,
      swift: receivingAccounts.swift,
    })
    .from(receivingAccounts)
    .leftJoin(
      orders,
      and(
        eq(orders.receivingAccountId, receivingAccounts.id),
        gte(orders.createdAt, dayStart),
        notInArray(orders.status, ['cancelled', 'expired', 'failed']),
      ),
    )
    .where(
      inArray(
        receivingAccounts.id,
        candidates.map((candidate) => candidate.id),
      ),
    )
    .groupBy(receivingAccounts.id)
    .having(sql`${received} + ${total}::numeric <= ${receivingAccounts.dailyLimit}`)
    .orderBy(received, asc(receivingAccounts.id))
    .limit(1);
  return account;
}
