import type { CurrencyRoute } from '@giro/shared/admin/pricing-admin-contracts';
import { useCurrencyRoutes } from '../../api/currency-routes';
import { usePaymentCurrencies } from '../../api/payment-currencies';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { CurrencyRouteForm } from './currency-route-form';

const headers = ['route', 'tasa', 'percent', 'fixed', 'minimum', 'maximum', 'status', 'actions'];

const routeName = (route: CurrencyRoute) =>
  `${route.payment_currency} → ${route.destination_currency}`;

/** Rates, commissions and limits of every payment → destination route. */
export function CurrencyRoutesSection() {
  const { t } = useAdminTranslation();
  const routes = useCurrencyRoutes();
  const currencies = usePaymentCurrencies();
  const codes = currencies.data?.map((currency) => currency.code) ?? [];

  return (
    <CrudSection
      title={t('routes.title')}
      description={t('routes.description')}
      addLabel={t('routes.add')}
      addDisabled={codes.length === 0}
      query={routes}
      headers={headers.map((key) => t(`routes.columns.${key}`))}
      rowKey={routeName}
      editLabel={(route) => t('routes.editTitle', { route: routeName(route) })}
      renderCells={(route) => (
        <>
          <th scope="row" className={`${cellClass} font-semibold whitespace-nowrap`}>
            {routeName(route)}
          </th>
          <td className={cellClass}>{route.tasa}</td>
          <td className={cellClass}>{route.commission_percent}</td>
          <td className={cellClass}>{route.commission_fixed}</td>
          <td className={cellClass}>{route.min_principal}</td>
          <td className={cellClass}>{route.max_principal}</td>
          <td className={cellClass}>
            <EnabledBadge enabled={route.enabled} />
          </td>
        </>
      )}
      renderForm={(route, onClose) => (
        <CurrencyRouteForm route={route} currencies={codes} onClose={onClose} />
      )}
    />
  );
}
