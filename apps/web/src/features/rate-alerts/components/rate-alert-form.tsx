import { formatRate } from '@giro/shared/locale-format';
import {
  type CreateRateAlertBody,
  createRateAlertBodySchema,
  type RateAlertCorridor,
  rateAlertDirections,
} from '@giro/shared/rate-alerts/rate-alert-contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-error';
import { useAppStore } from '@/lib/store/app-store';
import { useCreateRateAlert } from '../api/create-rate-alert';

const unique = (values: string[]) => [...new Set(values)];

/** 'Avíseme cuando 1 USD ≥ 330 CUP': the corridor, the direction and the target rate. */
export function RateAlertForm({ corridors }: { corridors: readonly RateAlertCorridor[] }) {
  const { t } = useTranslation('rate-alerts');
  const language = useAppStore((state) => state.language);
  const create = useCreateRateAlert();
  const [failure, setFailure] = useState<string | null>(null);
  const first = corridors[0];
  const form = useZodForm(createRateAlertBodySchema, {
    defaultValues: {
      currency: first?.currency ?? '',
      destination_currency: first?.destination_currency ?? 'CUP',
      direction: 'at_least',
      target: '',
    },
  });
  const { register, control } = form;
  const currency = useWatch({ control, name: 'currency' });
  const destination = useWatch({ control, name: 'destination_currency' });
  const destinations = corridors.filter((corridor) => corridor.currency === currency);
  const today = corridors.find(
    (corridor) => corridor.currency === currency && corridor.destination_currency === destination,
  );

  const submit = (body: CreateRateAlertBody) => {
    setFailure(null);
    create.mutate(body, {
      onSuccess: () => form.resetField('target'),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.errors : [];
        for (const { path, message } of fieldErrors) {
          if (path === 'target') form.setError('target', { message });
        }
        if (fieldErrors.length === 0) setFailure(error.message);
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.currency')}>
          <Select {...register('currency')}>
            {unique(corridors.map((corridor) => corridor.currency)).map((code) => (
              <option key={code}>{code}</option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('form.destination')}>
          <Select {...register('destination_currency')}>
            {destinations.map((corridor) => (
              <option key={corridor.destination_currency}>{corridor.destination_currency}</option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('form.direction')}>
          <Select {...register('direction')}>
            {rateAlertDirections.map((direction) => (
              <option key={direction} value={direction}>
                {t(`form.directions.${direction}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('form.target', { destination })}
          hint={
            today &&
            t('form.today', { rate: formatRate(today.rate, currency, destination, language) })
          }
        >
          <Input inputMode="decimal" autoComplete="off" {...register('target')} />
        </FormField>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
