import type { Language } from '@giro/shared/i18n';
import { formatMoney } from '@giro/shared/locale-format';
import { rateDecimals } from '@giro/shared/pricing/rate-decimals';
import type { RateAlert } from '@giro/shared/rate-alerts/rate-alert-contracts';
import type { TFunction } from 'i18next';

type Watched = Pick<RateAlert, 'currency' | 'destination_currency' | 'direction' | 'target'>;

/** "1 USD ≥ 330 CUP": what the alert waits for. */
export function alertText(alert: Watched, t: TFunction, language: Language): string {
  const target = formatMoney(
    alert.target,
    alert.destination_currency,
    language,
    rateDecimals(alert.target),
  );
  return t(`directions.${alert.direction}`, { currency: alert.currency, target });
}
