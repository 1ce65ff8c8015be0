import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { DeliveryMode } from '@giro/shared/contact-info/delivery-mode';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type DeliveryModeFieldProps = { modes: readonly DeliveryMode[] };

/** How the receiver gets the money: one radio per mode the destination allows. */
export function DeliveryModeField({ modes }: DeliveryModeFieldProps) {
  const { t } = useTranslation('recipient');
  const { register } = useFormContext<ContactInfoInput>();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">{t('fields.deliveryMode')}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {modes.map((mode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-800 hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              value={mode}
              {...register('bank.mode')}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium">{t(`deliveryModes.${mode}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
