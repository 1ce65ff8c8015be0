import type { Language } from '@giro/shared';
import type { LimitWindow } from '@giro/shared/compliance/limit-contracts';
import { formatMoney } from '@giro/shared/locale-format';
import Big from 'big.js';
import { AppError } from '../../lib/app-error.ts';
import type { TotalsByCurrency } from './limits-repository.ts';
import type { SenderLimitRow } from './limits-tables.ts';

/** What one USD-equivalent conversion knows: each currency's value in USD. */
export type UsdValues = ReadonlyMap<string, Big>;

export function usdValues(limits: readonly SenderLimitRow[]): UsdValues {
  const values = new Map(limits.map((row) => [row.currency, new Big(row.usdValue)]));
  // USD is worth one USD whether or not the operator set limits for it.
  if (!values.has('USD')) values.set('USD', new Big(1));
  return values;
}

/**
 * The totals in USD. A currency the operator gave no USD value cannot be converted: its orders
 * count only against limits in their own currency (see `leftOf`).
 */
export function totalUsd(totals: TotalsByCurrency, values: UsdValues): Big {
  let sum = new Big(0);
  for (const [currency, total] of totals) {
    const value = values.get(currency);
    if (value !== undefined) sum = sum.plus(new Big(total).times(value));
  }
  return sum;
}

export interface LimitRefusal {
  window: LimitWindow;
  limit: string;
  remaining: string;
  currency: string;
}

/**
 * What is left of a window's `limit` in `currency` once `totals` are spent. Compared in USD when
 * the currency has a USD value (products of decimals are exact), else in the currency alone.
 */
function leftOf(currency: string, limit: string, totals: TotalsByCurrency, values: UsdValues) {
  const value = values.get(currency);
  if (value === undefined) return new Big(limit).minus(totals.get(currency) ?? 0);
  const leftUsd = new Big(limit).times(value).minus(totalUsd(totals, values));
  return { leftUsd, value };
}

/**
 * The first limit an amount would pass, or null. Equal to what remains passes; a cent more is
 * refused. What remains is rounded down to the cent, so the amount it names always passes.
 * Without `used` (an anonymous quote) only the one-transfer limit is checked.
 */
export function limitRefusal(
  row: SenderLimitRow,
  amount: string,
  used: { day: TotalsByCurrency; month: TotalsByCurrency } | null,
  values: UsdValues,
): LimitRefusal | null {
  const total = new Big(amount);
  const refusal = (window: LimitWindow, limit: string, left: Big): LimitRefusal => ({
    window,
    limit,
    currency: row.currency,
    remaining: (left.lt(0) ? new Big(0) : left.round(2, Big.roundDown)).toFixed(2),
  });
  if (row.perTransfer !== null && total.gt(row.perTransfer)) {
    return refusal('transfer', row.perTransfer, new Big(row.perTransfer));
  }
  if (used === null) return null;
  const windows: [LimitWindow, string | null, TotalsByCurrency][] = [
    ['day', row.perDay, used.day],
    ['month', row.perMonth, used.month],
  ];
  for (const [window, limit, totals] of windows) {
    if (limit === null) continue;
    const left = leftOf(row.currency, limit, totals, values);
    if (left instanceof Big) {
      if (total.gt(left)) return refusal(window, limit, left);
    } else if (total.times(left.value).gt(left.leftUsd)) {
      return refusal(window, limit, left.leftUsd.div(left.value));
    }
  }
  return null;
}

const windowWords: Record<Language, Record<LimitWindow, string>> = {
  es: { transfer: 'por envío', day: 'en 24 horas', month: 'en 30 días' },
  en: { transfer: 'per transfer', day: 'in 24 hours', month: 'in 30 days' },
};

/** 422 `limit_exceeded`: the message names the limit, its window and what remains. */
export function limitExceeded(refusal: LimitRefusal): AppError {
  return new AppError(422, 'limit_exceeded', {
    params: (language) => ({
      limit: formatMoney(refusal.limit, refusal.currency, language),
      window: windowWords[language][refusal.window],
      remaining: formatMoney(refusal.remaining, refusal.currency, language),
    }),
  });
}
