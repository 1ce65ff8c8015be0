import type { ReceivingAccount, ReceivingAccountMethod } from '@giro/shared';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { receivingAccounts } from '../receiving-accounts/receiving-accounts-tables.ts';
import { orders } from './orders-tables.ts';

/** The operator's business day is Havana's (spec §9): daily limits reset at its midnight. */
const businessTimeZone = 'America/Havana';

/** The orders an account received today (business day), to join to it. */
function receivedToday(now: Date) {
  const dayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${businessTimeZone}) at time zone ${businessTimeZone})`;
  return and(
    eq(orders.receivingAccountId, receivingAccounts.id),
    gte(orders.createdAt, dayStart),
    // A replaced order will not be paid to the account: it does not take up its room.
    notInArray(orders.status, ['cancelled', 'expired', 'failed', 'replaced']),
  );
}

const received = sql<string>`coalesce(sum(${orders.total}), 0)`;
const hasRoomFor = (total: string) =>
  sql`${received} + ${total}::numeric <= ${receivingAccounts.dailyLimit}`;

/**
 * The methods with an active account in `currency` that can still take `total` today: what the
 * checkout offers (a read; the order's own pick locks and checks again).
 */
export async function methodsWithRoom(
  db: Database,
  { currency, total, now }: Omit<RotationRequest, 'method'>,
): Promise<Set<ReceivingAccountMethod>> {
  const rows = await db
    .select({ method: receivingAccounts.method })
    .from(receivingAccounts)
    .leftJoin(orders, receivedToday(now))
    .where(and(eq(receivingAccounts.currency, currency), eq(receivingAccounts.active, true)))
    .groupBy(receivingAccounts.id)
    .having(hasRoomFor(total));
  return new Set(rows.map((row) => row.method));
}

export interface RotationRequest {
  method: ReceivingAccountMethod;
  currency: string;
  /** The new order's total, in `currency`. */
  total: string;
  now: Date;
}

/**
 * Picks the account a new order is paid to: among the active accounts of the method and
 * currency, the one that received least today (orders not cancelled, expired, failed or replaced), among
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
    .leftJoin(orders, receivedToday(now))
    .where(
      inArray(
        receivingAccounts.id,
        candidates.map((candidate) => candidate.id),
      ),
    )
    .groupBy(receivingAccounts.id)
    .having(hasRoomFor(total))
    .orderBy(received, asc(receivingAccounts.id))
    .limit(1);
  return account;
}
