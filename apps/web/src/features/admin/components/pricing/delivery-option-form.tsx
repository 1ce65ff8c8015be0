import {
  type AdminDeliveryOption,
  type DeliveryOptionBodyInput,
  deliveryOptionBodySchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveDeliveryOption } from '../../api/delivery-options';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { DecimalField } from '../common/decimal-field';
import { DestinationCheckboxes } from '../common/destination-checkboxes';
import { FormDialog } from '../common/form-dialog';

const newOption: DeliveryOptionBodyInput = {
  interval_es: '',
  interval_en: '',
  cost: '0',
  is_default: 0,
  destinations: [],
  enabled: true,
  position: 0,
};

export type DeliveryOptionFormProps = {
  /** The option to change; null to add one. */
  option: AdminDeliveryOption | null;
  onClose: () => void;
};

/** A delivery-cost option: its interval text in both languages, cost and destinations. */
export function DeliveryOptionForm({ option, onClose }: DeliveryOptionFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveDeliveryOption(onClose);
  const form = useZodForm(deliveryOptionBodySchema, { defaultValues: option ?? newOption });

  return (
    <FormDialog
      open
      title={option ? t('delivery.editTitle') : t('delivery.addTitle')}
      onClose={onClose}
      form={form}
      onSubmit={(body) => save.mutate({ id: option?.id ?? null, body })}
      pending={save.isPending}
    >
      <FormField label={t('delivery.intervalEs')}>
        <Input {...form.register('interval_es')} />
      </FormField>
      <FormField label={t('delivery.intervalEn')}>
        <Input {...form.register('interval_en')} />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <DecimalField label={t('delivery.cost')} registration={form.register('cost')} />
        <FormField label={t('delivery.isDefault')}>
          <Input type="number" min={0} {...form.register('is_default', { valueAsNumber: true })} />
        </FormField>
        <FormField label={t('delivery.position')}>
          <Input type="number" min={0} {...form.register('position', { valueAsNumber: true })} />
        </FormField>
      </div>
      <p className="text-sm text-slate-500">{t('delivery.isDefaultHint')}</p>
      <DestinationCheckboxes
        legend={t('delivery.destinations')}
        registration={form.register('destinations')}
      />
      <CheckboxField label={t('delivery.enabled')} {...form.register('enabled')} />
    </FormDialog>
  );
}
