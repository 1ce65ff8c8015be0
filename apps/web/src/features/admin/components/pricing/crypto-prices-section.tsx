import { useCryptoPrices } from '../../api/crypto-prices';
import { usePaymentCurrencies } from '../../api/payment-currencies';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';
import { CryptoPriceForm } from './crypto-price-form';

/** One price form per crypto payment currency, priced or not yet. */
export function CryptoPricesSection() {
  const { t } = useAdminTranslation();
  const currencies = usePaymentCurrencies();
  const prices = useCryptoPrices();
  const priceOf = (code: string) =>
    prices.data?.find((price) => price.currency === code)?.price_usd ?? null;

  return (
    <AdminSection title={t('crypto.title')} description={t('crypto.description')}>
      <QueryState query={prices}>
        {() => (
          <QueryState query={currencies}>
            {(list) => (
              <div className="grid gap-4 sm:grid-cols-2">
                {list
                  .filter((currency) => !currency.fiat)
                  .map(({ code }) => (
                    // A saved price comes back in canonical form ("1.50" → "1.5"): show it so.
                    <CryptoPriceForm
                      key={`${code}:${priceOf(code)}`}
                      currency={code}
                      priceUsd={priceOf(code)}
                    />
                  ))}
              </div>
            )}
          </QueryState>
        )}
      </QueryState>
    </AdminSection>
  );
}
