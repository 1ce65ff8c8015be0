import type { Language } from '@giro/shared/i18n';
import { intlLocales } from '@giro/shared/locale-format';

/** "12.5" → "12,5 %" / "12.5%": a decimal string read as a percentage, never through a float. */
export function formatPercent(percent: string, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'percent',
    maximumFractionDigits: 4,
  }).format(`${percent}E-2` as Intl.StringNumericLiteral);
}
