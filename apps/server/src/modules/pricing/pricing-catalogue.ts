import {
  type DecimalInput,
  type DeliveryCharge,
  type DestinationCode,
  type Language,
  type PricingRoute,
  parseDecimal,
  payModeOf,
} from '@giro/shared';
import { knownDestinationCodes } from '../../lib/destination-codes.ts';
import type { Agent } from '../agents/agents-repository.ts';
import type { DeliveryOptionRow, DestinationRow, PricingRows } from './pricing-repository.ts';

export interface PaymentCurrency {
  code: string;
  fiat: boolean;
}

/** An operator's message in each language it was written in. */
export type Notice = Partial<Record<Language, string>>;

interface Destination {
  code: DestinationCode;
  enabled: boolean;
  /** Offered to customers without an agent. */
  direct: boolean;
  /** Why the operator closed it; `{}` when no notice was written. */
  notice: Notice;
}

export interface DeliveryTerms {
  id: number;
  interval: Record<Language, string>;
  isDefault: number;
  charge: DeliveryCharge;
}

/** Everything a quote reads, in memory; built once per cache load. */
export interface PricingCatalogue {
  /** Enabled payment currencies, in display order. */
  currencies: readonly PaymentCurrency[];
  /** Known destinations in display order, closed ones included (they carry the notice). */
  destinations: readonly Destination[];
  /** By `routeKey`; a route of a disabled payment currency is disabled. */
  routes: ReadonlyMap<string, PricingRoute>;
  /** Enabled delivery options, in display order. */
  delivery: readonly DeliveryTerms[];
  cryptoPricesUsd: ReadonlyMap<string, string>;
  agents: ReadonlyMap<string, Agent>;
}

export interface CatalogueSources {
  rows: PricingRows;
  agents: readonly Agent[];
  cryptoPricesUsd: ReadonlyMap<string, string>;
}

export function routeKey(currency: string, destination: DestinationCode): string {
  return `${currency}\n${destination}`;
}

/**
 * Parsed once per load rather than on every quote. A value the quote could not read stays as
 * stored, so that quote is refused naming it, and the other routes keep being priced.
 */
const decimal = (stored: string): DecimalInput => parseDecimal(stored) ?? stored;

function toDestination(row: DestinationRow, code: DestinationCode): Destination {
  const notice: Destination['notice'] = {};
  if (row.noticeEs) notice.es = row.noticeEs;
  if (row.noticeEn) notice.en = row.noticeEn;
  return { code, enabled: row.enabled, direct: row.direct, notice };
}

function toDelivery(row: DeliveryOptionRow): DeliveryTerms {
  return {
    id: row.id,
    interval: { es: row.intervalEs, en: row.intervalEn },
    isDefault: row.isDefault,
    charge: { cost: decimal(row.cost), destinations: knownDestinationCodes(row.destinations) },
  };
}

function toRoutes(rows: PricingRows): Map<string, PricingRoute> {
  const currencyByCode = new Map(rows.currencies.map((row) => [row.code, row]));
  const routes = new Map<string, PricingRoute>();
  for (const row of rows.routes) {
    const currency = currencyByCode.get(row.paymentCurrency);
    const [destination] = knownDestinationCodes([row.destinationCurrency]);
    if (currency === undefined || destination === undefined) continue;
    routes.set(routeKey(row.paymentCurrency, destination), {
      paymentCurrency: row.paymentCurrency,
      paymentMode: payModeOf(currency),
      destinationCurrency: destination,
      tasa: decimal(row.tasa),
      commissionPercent: decimal(row.commissionPercent),
      commissionFixed: decimal(row.commissionFixed),
      minPrincipal: decimal(row.minPrincipal),
      maxPrincipal: decimal(row.maxPrincipal),
      enabled: row.enabled && currency.enabled,
    });
  }
  return routes;
}

export function buildCatalogue({
  rows,
  agents,
  cryptoPricesUsd,
}: CatalogueSources): PricingCatalogue {
  return {
    currencies: rows.currencies
      .filter((row) => row.enabled)
      .map((row) => ({ code: row.code, fiat: row.fiat })),
    destinations: rows.destinations.flatMap((row) =>
      knownDestinationCodes([row.code]).map((code) => toDestination(row, code)),
    ),
    routes: toRoutes(rows),
    delivery: rows.delivery.filter((row) => row.enabled).map(toDelivery),
    cryptoPricesUsd,
    agents: new Map(agents.map((agent) => [agent.hash, agent])),
  };
}
