import { destinationCodes } from '@giro/shared/pricing/enums';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form-field';
import { translateMessage } from '@/lib/i18n';
import { CheckboxField } from './checkbox-field';

export type DestinationCheckboxesProps = {
  legend: string;
  /** `register('destinations')`: checkboxes sharing a name give the list of checked codes. */
  registration: UseFormRegisterReturn;
};

/** Pick destination currencies (spec §9 codes), inside a `Form`. */
export function DestinationCheckboxes({ legend, registration }: DestinationCheckboxesProps) {
  const { t } = useTranslation();
  const error = useFieldError(registration.name);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {destinationCodes.map((code) => (
          <CheckboxField key={code} label={code} value={code} {...registration} />
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{translateMessage(t, error)}</p>}
    </fieldset>
  );
}
