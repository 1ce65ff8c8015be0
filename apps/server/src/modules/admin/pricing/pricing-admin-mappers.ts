import { destinationCodeSchema } from '@giro/shared/pricing/enum-schemas';
import { knownDestinationCodes } from '../../../lib/destination-codes.ts';
import { plainDecimal } from '../plain-decimal.ts';
import type { CryptoPriceRow } from './crypto-prices-repository.ts';
import type { CurrencyRouteRow, PaymentCurrencyRow } from './currency-routes-repository.ts';
import type { DeliveryOptionRow } from './delivery-options-repository.ts';
import type { DestinationRow } from './destinations-repository.ts';

// Rows as the console shows them. Audit snapshots leave out `updated_at`, so saving the same
// terms again records nothing.

export function toPaymentCurrency({ code, fiat, enabled }: PaymentCurrencyRow) {
  return { code, fiat, enabled };
}

export function currencyRouteSnapshot(row: CurrencyRouteRow) {
  return {
    payment_currency: row.paymentCurrency,
    destination_currency: destinationCodeSchema.parse(row.destinationCurrency),
    tasa: plainDecimal(row.tasa),
    commission_percent: plainDecimal(row.commissionPercent),
    commission_fixed: plainDecimal(row.commissionFixed),
    min_principal: plainDecimal(row.minPrincipal),
    max_principal: plainDecimal(row.maxPrincipal),
    enabled: row.enabled,
  };
}

export function toCurrencyRoute(row: CurrencyRouteRow) {
  return { ...currencyRouteSnapshot(row), updated_at: row.updatedAt.toISOString() };
}

export function toAdminDeliveryOption(row: DeliveryOptionRow) {
  return {
    id: row.id,
    interval_es: row.intervalEs,
    interval_en: row.intervalEn,
    cost: plainDecimal(row.cost),
    is_default: row.isDefault,
    destinations: knownDestinationCodes(row.destinations),
    enabled: row.enabled,
    position: row.position,
  };
}

export function cryptoPriceSnapshot(row: CryptoPriceRow) {
  return { currency: row.currency, price_usd: plainDecimal(row.priceUsd) };
}

export function toCryptoPrice(row: CryptoPriceRow) {
  return { ...cryptoPriceSnapshot(row), updated_at: row.updatedAt.toISOString() };
}

export function toAdminDestination(row: DestinationRow) {
  return {
    code: destinationCodeSchema.parse(row.code),
    enabled: row.enabled,
    direct: row.direct,
    notice_es: row.noticeEs,
    notice_en: row.noticeEn,
  };
}
