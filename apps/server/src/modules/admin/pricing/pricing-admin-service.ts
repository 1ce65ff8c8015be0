import type { DestinationBody } from '@giro/shared/admin/destination-admin-contracts';
import type {
  CryptoPriceBody,
  CurrencyRouteTerms,
  DeliveryOptionBody,
} from '@giro/shared/admin/pricing-admin-contracts';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import type { Database } from '../../../db/database.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { PricingService } from '../../pricing/pricing-service.ts';
import type { RateCrossing } from '../../rate-alerts/rate-crossing.ts';
import { notFound } from '../admin-errors.ts';
import { invalidating } from '../invalidating.ts';
import { createCryptoPricesRepository } from './crypto-prices-repository.ts';
import { createCurrencyRoutesRepository } from './currency-routes-repository.ts';
import { createDeliveryOptionsRepository } from './delivery-options-repository.ts';
import { createDestinationsRepository } from './destinations-repository.ts';
import {
  cryptoPriceSnapshot,
  currencyRouteSnapshot,
  toAdminDeliveryOption,
  toAdminDestination,
  toCryptoPrice,
  toCurrencyRoute,
  toPaymentCurrency,
} from './pricing-admin-mappers.ts';

/**
 * What the console reads and changes of pricing: routes, delivery options, crypto prices and
 * destination switches. Each change is saved with its audit entry, then the pricing cache is
 * dropped so the next quote uses it.
 */
export function createPricingAdminService(
  db: Database,
  pricing: Pick<PricingService, 'invalidate'>,
  rateCrossing: Pick<RateCrossing, 'rateSaved'>,
) {
  return {
    async listCurrencies() {
      return (await createCurrencyRoutesRepository(db).listCurrencies()).map(toPaymentCurrency);
    },
    async listRoutes() {
      return (await createCurrencyRoutesRepository(db).listRoutes()).map(toCurrencyRoute);
    },
    async listDeliveryOptions() {
      return (await createDeliveryOptionsRepository(db).list()).map(toAdminDeliveryOption);
    },
    async listCryptoPrices() {
      return (await createCryptoPricesRepository(db).list()).map(toCryptoPrice);
    },
    async listDestinations() {
      return (await createDestinationsRepository(db).list()).map(toAdminDestination);
    },

    /** `origin`: where the links of the rate-alert mails this change may cause point. */
    async saveRoute(
      actor: Actor,
      payment: string,
      destination: DestinationCode,
      terms: CurrencyRouteTerms,
      origin: string,
    ) {
      const change = auditedChange(db, { actor, entity: 'currency_route' }, async (tx) => {
        const routes = createCurrencyRoutesRepository(tx);
        const [currency, target] = [
          await routes.findCurrency(payment),
          await createDestinationsRepository(tx).find(destination),
        ];
        if (currency === undefined || target === undefined) throw notFound();
        const before = await routes.findRoute(payment, destination);
        const saved = await routes.saveRoute(payment, destination, terms);
        await rateCrossing.rateSaved(tx, saved, origin);
        return {
          entityId: `${payment}/${destination}`,
          before: before === undefined ? null : currencyRouteSnapshot(before),
          after: currencyRouteSnapshot(saved),
          result: toCurrencyRoute(saved),
        };
      });
      return invalidating(pricing, change);
    },

    async createDeliveryOption(actor: Actor, body: DeliveryOptionBody) {
      const change = auditedChange(db, { actor, entity: 'delivery_option' }, async (tx) => {
        const saved = toAdminDeliveryOption(await createDeliveryOptionsRepository(tx).insert(body));
        return { entityId: String(saved.id), before: null, after: saved, result: saved };
      });
      return invalidating(pricing, change);
    },

    async updateDeliveryOption(actor: Actor, id: number, body: DeliveryOptionBody) {
      const change = auditedChange(db, { actor, entity: 'delivery_option' }, async (tx) => {
        const options = createDeliveryOptionsRepository(tx);
        const before = await options.find(id);
        if (before === undefined) throw notFound();
        const saved = toAdminDeliveryOption(await options.update(id, body));
        return {
          entityId: String(id),
          before: toAdminDeliveryOption(before),
          after: saved,
          result: saved,
        };
      });
      return invalidating(pricing, change);
    },

    async saveCryptoPrice(actor: Actor, currency: string, body: CryptoPriceBody) {
      const change = auditedChange(db, { actor, entity: 'crypto_price' }, async (tx) => {
        const known = await createCurrencyRoutesRepository(tx).findCurrency(currency);
        if (known === undefined || known.fiat) throw notFound();
        const prices = createCryptoPricesRepository(tx);
        const before = await prices.find(currency);
        const saved = await prices.save(currency, body.price_usd);
        return {
          entityId: currency,
          before: before === undefined ? null : cryptoPriceSnapshot(before),
          after: cryptoPriceSnapshot(saved),
          result: toCryptoPrice(saved),
        };
      });
      return invalidating(pricing, change);
    },

    async updateDestination(actor: Actor, code: DestinationCode, body: DestinationBody) {
      const change = auditedChange(db, { actor, entity: 'destination' }, async (tx) => {
        const destinations = createDestinationsRepository(tx);
        const before = await destinations.find(code);
        if (before === undefined) throw notFound();
        const saved = toAdminDestination(await destinations.update(code, body));
        return { entityId: code, before: toAdminDestination(before), after: saved, result: saved };
      });
      return invalidating(pricing, change);
    },
  };
}
