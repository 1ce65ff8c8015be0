import {
  type AdminDeliveryOption,
  type DeliveryOptionBody,
  type DeliveryOptionBodyInput,
  deliveryOptionBodySchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryOptionBodyInput, unknown, DeliveryOptionBody>({
    resolver: zodResolver(deliveryOptionBodySchema),
    mode: 'onTouched',
    defaultValues: option ?? newOption,
  });
  const submit = handleSubmit((body) => save.mutate({ id: option?.id ?? null, body }));

  return (
    <FormDialog
      open
      title={option ? t('delivery.editTitle') : t('delivery.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
    >
      <Field label={t('delivery.intervalEs')} error={errors.interval_es?.message}>
        <Input {...register('interval_es')} />
      </Field>
      <Field label={t('delivery.intervalEn')} error={errors.interval_en?.message}>
        <Input {...register('interval_en')} />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <DecimalField
          label={t('delivery.cost')}
          error={errors.cost?.message}
          registration={register('cost')}
        />
        <Field label={t('delivery.isDefault')} error={errors.is_default?.message}>
          <Input type="number" min={0} {...register('is_default', { valueAsNumber: true })} />
        </Field>
        <Field label={t('delivery.position')} error={errors.position?.message}>
          <Input type="number" min={0} {...register('position', { valueAsNumber: true })} />
        </Field>
      </div>
      <p className="text-sm text-slate-500">{t('delivery.isDefaultHint')}</p>
      <DestinationCheckboxes
        legend={t('delivery.destinations')}
        registration={register('destinations')}
        error={errors.destinations?.message}
      />
      <CheckboxField label={t('delivery.enabled')} {...register('enabled')} />
    </FormDialog>
  );
}
