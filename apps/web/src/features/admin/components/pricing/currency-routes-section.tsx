import type { CurrencyRoute } from '@giro/shared/admin/pricing-admin-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrencyRoutes } from '../../api/currency-routes';
import { usePaymentCurrencies } from '../../api/payment-currencies';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';
import { QueryState } from '../common/query-state';
import { CurrencyRouteForm } from './currency-route-form';

/** Rates, commissions and limits of every payment → destination route. */
export function CurrencyRoutesSection() {
  const { t } = useAdminTranslation();
  const routes = useCurrencyRoutes();
  const currencies = usePaymentCurrencies();
  // undefined: no form open; null: adding a route.
  const [editing, setEditing] = useState<CurrencyRoute | null | undefined>(undefined);
  const codes = currencies.data?.map((currency) => currency.code) ?? [];
  const headers = ['route', 'tasa', 'percent', 'fixed', 'minimum', 'maximum', 'status', 'actions'];

  return (
    <AdminSection
      title={t('routes.title')}
      description={t('routes.description')}
      actions={
        <Button size="sm" onClick={() => setEditing(null)} disabled={codes.length === 0}>
          {t('routes.add')}
        </Button>
      }
    >
      <QueryState query={routes}>
        {(list) => (
          <AdminTable
            caption={t('routes.title')}
            headers={headers.map((key) => t(`routes.columns.${key}`))}
          >
            {list.map((route) => {
              const name = `${route.payment_currency} → ${route.destination_currency}`;
              return (
                <tr key={name}>
                  <th scope="row" className={`${cellClass} font-semibold whitespace-nowrap`}>
                    {name}
                  </th>
                  <td className={cellClass}>{route.tasa}</td>
                  <td className={cellClass}>{route.commission_percent}</td>
                  <td className={cellClass}>{route.commission_fixed}</td>
                  <td className={cellClass}>{route.min_principal}</td>
                  <td className={cellClass}>{route.max_principal}</td>
                  <td className={cellClass}>
                    <EnabledBadge enabled={route.enabled} />
                  </td>
                  <td className={cellClass}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('routes.editTitle', { route: name })}
                      onClick={() => setEditing(route)}
                    >
                      {t('actions.edit')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </QueryState>
      {editing !== undefined && (
        <CurrencyRouteForm
          route={editing}
          currencies={codes}
          onClose={() => setEditing(undefined)}
        />
      )}
    </AdminSection>
  );
}
