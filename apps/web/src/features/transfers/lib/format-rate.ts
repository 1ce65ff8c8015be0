import type { Language } from '@giro/shared/i18n';
import { formatMoney } from '@giro/shared/locale-format';
import { rateDecimals } from '@giro/shared/pricing/rate-decimals';

/** "1 USD = 320 CUP", with the operator's own decimals, as the calculator shows a rate. */
export function formatRate(rate: string, pricing: string, destination: string, language: Language) {
  return `1 ${pricing} = ${formatMoney(rate, destination, language, rateDecimals(rate))}`;
}
