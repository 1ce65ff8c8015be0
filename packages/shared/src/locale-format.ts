import type { Language } from './i18n.ts';
import { CRYPTO_DECIMALS, MONEY_DECIMALS } from './pricing/money.ts';
import { rateDecimals } from './pricing/rate-decimals.ts';

/** The Intl locale whose conventions each interface language reads numbers and dates in. */
export const intlLocales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/**
 * "1234.5" → "1234,50 CUP" (es) or "1,234.50 CUP" (en). The decimal string goes to Intl as a
 * string, so no float is involved. Codes like "USD CASH" are not ISO currencies: the code is
 * appended instead of using Intl's currency style.
 */
export function formatMoney(
  amount: string,
  currency: string,
  language: Language,
  decimals = MONEY_DECIMALS,
): string {
  return formatAmount(amount, currency, language, decimals, decimals);
}

function formatAmount(
  amount: string,
  currency: string,
  language: Language,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const format = new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits,
    maximumFractionDigits,
  });
  return `${format.format(amount as Intl.StringNumericLiteral)} ${currency}`;
}

/** The decimal mark `language` writes: "," (es), "." (en). */
function decimalMark(language: Language): string {
  const parts = new Intl.NumberFormat(intlLocales[language]).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * An amount as typed ("32000.5", "100.") in the reader's way, keeping exactly the digits given:
 * the language's decimal mark, and its thousands groups unless `grouped` is false (while the
 * amount is being typed, where groups would move the caret). "32000.00" → "32.000,00" (es).
 */
export function formatTypedAmount(text: string, language: Language, grouped = true): string {
  const [whole = '', fraction] = text.split('.');
  // The language's own grouping, as every amount shows ("3000" stays whole in Spanish).
  const format = new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 0 });
  const shownWhole = grouped && whole !== '' ? format.format(BigInt(whole)) : whole;
  return fraction === undefined ? shownWhole : `${shownWhole}${decimalMark(language)}${fraction}`;
}

/** A whole count as `language` groups its digits: "14.965" (es; 4 digits stay "1234"), "14,965" (en). */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language]).format(count);
}

/** A file's size as `language` writes it: "850 B", "12,5 kB" (es), "3.4 MB" (en). */
export function formatFileSize(bytes: number, language: Language): string {
  const [unit, size] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : bytes >= 1_000
        ? (['kilobyte', bytes / 1_000] as const)
        : (['byte', bytes] as const);
  const format = new Intl.NumberFormat(intlLocales[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return format.format(size);
}

/**
 * How long to wait, as a person says it: "45 segundos", "15 minutos" (892 s, rounded up),
 * "2 hours"; seconds only under a minute.
 */
export function formatWait(seconds: number, language: Language): string {
  const [unit, count] =
    seconds < 60
      ? (['second', Math.max(1, Math.ceil(seconds))] as const)
      : seconds < 5400
        ? (['minute', Math.ceil(seconds / 60)] as const)
        : (['hour', Math.ceil(seconds / 3600)] as const);
  const format = new Intl.NumberFormat(intlLocales[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  });
  return format.format(count);
}

/** The fewest decimals each coin is read with; a coin not listed shows all its decimals. */
const coinDecimals: Readonly<Record<string, number>> = { BTC: 8, USDT: 2, USDC: 2 };

/**
 * A crypto amount (8 decimals on the wire) in the coin's own precision: "102,50 USDT",
 * "0,00156923 BTC". Only trailing zeros past the coin's decimals go; a digit the sender must
 * send exactly is never rounded away.
 */
export function formatCrypto(amount: string, coin: string, language: Language): string {
  const minimum = coinDecimals[coin] ?? CRYPTO_DECIMALS;
  return formatAmount(amount, coin, language, minimum, CRYPTO_DECIMALS);
}

export type DateTimeStyle = Pick<
  Intl.DateTimeFormatOptions,
  'dateStyle' | 'timeStyle' | 'timeZone'
>;

/**
 * An instant (ISO string or Date) as a reader of `language` reads it: medium date and short
 * time unless `style` says otherwise, in the runtime's time zone unless it names one.
 */
export function formatDateTime(
  instant: string | Date,
  language: Language,
  style: DateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(intlLocales[language], style).format(new Date(instant));
}

/**
 * A calendar day ("2025-03-07") as a reader of `language` reads it, long style ("7 de marzo de
 * 2025"): the day itself, whatever the reader's time zone.
 */
export function formatCalendarDate(day: string, language: Language): string {
  return formatDateTime(`${day}T12:00:00Z`, language, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * "1 USD = 320 CUP": a rate with as many decimals as the operator set, as the calculator, the
 * transfers, receipts and rate alerts show it.
 */
export function formatRate(
  rate: string,
  pricingCurrency: string,
  destinationCurrency: string,
  language: Language,
): string {
  const amount = formatMoney(rate, destinationCurrency, language, rateDecimals(rate));
  return `1 ${pricingCurrency} = ${amount}`;
}
