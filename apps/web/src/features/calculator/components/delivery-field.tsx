import type { DeliveryOption } from '@giro/shared/pricing/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { calculatorFields } from '../model/early-input';

export type DeliveryFieldProps = {
  options: DeliveryOption[];
  value: number | null;
  onChange: (delivery: number) => void;
};

/** The delivery-cost option; hidden when the operator offers none. */
export function DeliveryField({ options, value, onChange }: DeliveryFieldProps) {
  const { t } = useTranslation('calculator');
  if (options.length === 0) return null;
  return (
    <Field label={t('form.delivery')}>
      <Select
        name={calculatorFields.delivery}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.id) === event.target.value);
          if (chosen) onChange(chosen.id);
        }}
      >
        {value === null && (
          <option value="" disabled>
            —
          </option>
        )}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.interval}
          </option>
        ))}
      </Select>
    </Field>
  );
}
