import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ReceivingAccountRow,
  receivingAccounts,
} from '../receiving-accounts/receiving-accounts-tables.ts';

/** The receiving account a statement belongs to; 404 when there is none with that id. */
export async function receivingAccount(
  db: Database,
  id: number,
  lock = false,
): Promise<ReceivingAccountRow> {
  const query = db.select().from(receivingAccounts).where(eq(receivingAccounts.id, id));
  // Locked, imports into one account take turns: each sees the lines the other stored.
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new AppError(404, 'not_found');
  return row;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a bank statement's account is the receiving account: its last 10 digits appear among
 * the account's ("ES91 2100 0418 4502 0005 1332" holds Norma 43's "0200051332"). Only bank
 * transfer accounts are compared (a Zelle or PayPal account is an email or a phone, not the
 * bank account whose statement shows it), and only when both have enough digits to tell.
 */
export function statementIsFor(account: ReceivingAccountRow, identifier: string | null): boolean {
  if (account.method !== 'transferencia' || identifier === null) return true;
  const file = digits(identifier);
  const own = digits(account.account);
  if (file.length < 8 || own.length < 8) return true;
  return own.includes(file.slice(-10));
}
