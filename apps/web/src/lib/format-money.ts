import type { Language } from '@giro/shared/i18n';
import { MONEY_DECIMALS } from '@giro/shared/pricing/money';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

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
  const format = new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${format.format(amount as Intl.StringNumericLiteral)} ${currency}`;
}
