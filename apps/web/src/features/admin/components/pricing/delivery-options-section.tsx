import type { AdminDeliveryOption } from '@giro/shared/admin/pricing-admin-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store/app-store';
import { useDeliveryOptions } from '../../api/delivery-options';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { EnabledBadge } from '../common/enabled-badge';
import { QueryState } from '../common/query-state';
import { DeliveryOptionForm } from './delivery-option-form';

const headers = ['interval', 'cost', 'destinations', 'isDefault', 'status', 'actions'];

/** Delivery-cost options; disabled rather than deleted, as orders may name them. */
export function DeliveryOptionsSection() {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const options = useDeliveryOptions();
  // undefined: no form open; null: adding an option.
  const [editing, setEditing] = useState<AdminDeliveryOption | null | undefined>(undefined);

  return (
    <AdminSection
      title={t('delivery.title')}
      description={t('delivery.description')}
      actions={
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('delivery.add')}
        </Button>
      }
    >
      <QueryState query={options}>
        {(list) => (
          <AdminTable
            caption={t('delivery.title')}
            headers={headers.map((key) => t(`delivery.columns.${key}`))}
          >
            {list.map((option) => {
              const interval = language === 'es' ? option.interval_es : option.interval_en;
              return (
                <tr key={option.id}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {interval}
                  </th>
                  <td className={cellClass}>{option.cost}</td>
                  <td className={cellClass}>{option.destinations.join(', ')}</td>
                  <td className={cellClass}>{option.is_default}</td>
                  <td className={cellClass}>
                    <EnabledBadge enabled={option.enabled} />
                  </td>
                  <td className={cellClass}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('delivery.editNamed', { name: interval })}
                      onClick={() => setEditing(option)}
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
        <DeliveryOptionForm option={editing} onClose={() => setEditing(undefined)} />
      )}
    </AdminSection>
  );
}
