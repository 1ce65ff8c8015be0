import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { paymentCurrencies } from '../../pricing/pricing-tables.ts';
import { adminConflict } from '../admin-errors.ts';

/** Refuses a code that is not one of the payment currencies (409 `unknown_currency`). */
export async function requirePaymentCurrency(db: Database, code: string): Promise<void> {
  const [found] = await db
    .select({ code: paymentCurrencies.code })
    .from(paymentCurrencies)
    .where(eq(paymentCurrencies.code, code));
  if (found === undefined) throw adminConflict('unknown_currency');
}
