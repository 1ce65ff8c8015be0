import type { Database } from '../../db/database.ts';
import { cryptoPrices } from './pricing-tables.ts';

/**
 * Where crypto quotes get the USD price of one unit of each crypto currency. The pricing cache
 * reads it on every reload, so a market feed plugged in here is as fresh as the cache TTL.
 */
export interface CryptoPriceFeed {
  /** Price by currency code, as a decimal string; a currency without a price is absent. */
  pricesUsd(): Promise<ReadonlyMap<string, string>>;
}

/** The prices the operator sets by hand (`crypto_prices`). */
export function createOperatorPriceFeed(db: Database): CryptoPriceFeed {
  return {
    async pricesUsd() {
      const rows = await db
        .select({ currency: cryptoPrices.currency, priceUsd: cryptoPrices.priceUsd })
        .from(cryptoPrices);
      return new Map(rows.map((row) => [row.currency, row.priceUsd]));
    },
  };
}
