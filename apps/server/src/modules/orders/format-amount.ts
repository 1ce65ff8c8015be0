import type { Language } from '@giro/shared';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/** "1234.5" → "1234,50 USD" (es) or "1,234.50 USD" (en); the decimal string never becomes a float. */
export function formatAmount(
  amount: string,
  currency: string,
  language: Language,
  decimals = 2,
): string {
  const format = new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${format.format(amount as Intl.StringNumericLiteral)} ${currency}`;
}
