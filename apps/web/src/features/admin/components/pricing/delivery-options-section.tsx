import type { AdminDeliveryOption } from '@giro/shared/admin/pricing-admin-contracts';
import { useAppStore } from '@/lib/store/app-store';
import { useDeliveryOptions } from '../../api/delivery-options';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { cellClass } from '../common/admin-table';
import { CrudSection } from '../common/crud-section';
import { EnabledBadge } from '../common/enabled-badge';
import { DeliveryOptionForm } from './delivery-option-form';

const headers = ['interval', 'cost', 'destinations', 'isDefault', 'status', 'actions'];

/** Delivery-cost options; disabled rather than deleted, as orders may name them. */
export function DeliveryOptionsSection() {
  const { t } = useAdminTranslation();
  const language = useAppStore((state) => state.language);
  const options = useDeliveryOptions();
  const intervalOf = (option: AdminDeliveryOption) =>
    language === 'es' ? option.interval_es : option.interval_en;

  return (
    <CrudSection
      title={t('delivery.title')}
      description={t('delivery.description')}
      addLabel={t('delivery.add')}
      query={options}
      headers={headers.map((key) => t(`delivery.columns.${key}`))}
      rowKey={(option) => String(option.id)}
      editLabel={(option) => t('delivery.editNamed', { name: intervalOf(option) })}
      renderCells={(option) => (
        <>
          <th scope="row" className={`${cellClass} font-medium`}>
            {intervalOf(option)}
          </th>
          <td className={cellClass}>{option.cost}</td>
          <td className={cellClass}>{option.destinations.join(', ')}</td>
          <td className={cellClass}>
            {option.is_default > 0
              ? t('delivery.preselected', { priority: option.is_default })
              : t('delivery.notPreselected')}
          </td>
          <td className={cellClass}>
            <EnabledBadge enabled={option.enabled} />
          </td>
        </>
      )}
      renderForm={(option, onClose) => <DeliveryOptionForm option={option} onClose={onClose} />}
    />
  );
}
