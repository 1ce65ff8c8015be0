import type {
  CalcMoneySentBody,
  CheckUserUrlResponse,
  GetCurrenciesResponse,
  Language,
} from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { createAgentsRepository } from '../agents/agents-repository.ts';
import { checkCustomer } from './check-customer.ts';
import { type CryptoPriceFeed, createOperatorPriceFeed } from './crypto-price-feed.ts';
import { requireCustomer } from './customer.ts';
import { customerOffer } from './customer-offer.ts';
import { type PricedRemittance, priceRemittance } from './price-remittance.ts';
import { buildCatalogue, type PricingCatalogue } from './pricing-catalogue.ts';
import { createPricingRepository } from './pricing-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pricingService: PricingService;
  }
}

export interface PricingService {
  /** GET /get_currencies: what the calculator offers the customer of `hash`. */
  currencies(hash: string, language: Language): Promise<GetCurrenciesResponse>;
  /** POST /api/check_user_url: whether the agent link works, and its destinations. */
  checkCustomer(hash: string, language: Language): Promise<CheckUserUrlResponse>;
  /** POST /api/calc_money_sent, and orders re-pricing a cart: never trust the client's amounts. */
  quote(request: CalcMoneySentBody): Promise<PricedRemittance>;
  /** Call after changing currencies, routes, delivery options, agents or crypto prices. */
  invalidate(): void;
}

export interface PricingServiceOptions {
  priceFeed?: CryptoPriceFeed;
  ttlMs?: number;
  /** Told whether each quote's tables came from memory (hit) or the database (miss). */
  observeCache?: (result: 'hit' | 'miss') => void;
}

/** Quotes come from an in-memory catalogue: no database query per quote. */
export function createPricingService(
  db: Database,
  {
    priceFeed = createOperatorPriceFeed(db),
    ttlMs = 60_000,
    observeCache,
  }: PricingServiceOptions = {},
): PricingService {
  const catalogue = createCachedLoader(
    async (): Promise<PricingCatalogue> => {
      const [stored, cryptoPricesUsd] = await Promise.all([
        // One snapshot, so a half-saved operator edit is never priced.
        db.transaction(
          async (tx) => ({
            rows: await createPricingRepository(tx).readAll(),
            agents: await createAgentsRepository(tx).listAll(),
          }),
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
        priceFeed.pricesUsd(),
      ]);
      return buildCatalogue({ ...stored, cryptoPricesUsd });
    },
    ttlMs,
    observeCache,
  );

  return {
    async currencies(hash, language) {
      const current = await catalogue.get();
      const offer = customerOffer(current, requireCustomer(current, hash));
      return {
        currencies: offer.currencies.map(({ code, fiat, destinations }) => ({
          name: code,
          fiat,
          destinations,
        })),
        delivery: offer.delivery.map((option) => ({
          id: option.id,
          interval: option.interval[language],
          is_default: option.isDefault,
          destinations: option.destinations,
        })),
      };
    },
    async checkCustomer(hash, language) {
      return checkCustomer(await catalogue.get(), hash, language);
    },
    async quote(request) {
      return priceRemittance(await catalogue.get(), request);
    },
    invalidate: catalogue.invalidate,
  };
}
