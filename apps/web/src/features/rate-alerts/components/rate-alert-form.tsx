import { formatRate } from '@giro/shared/locale-format';
import {
  type CreateRateAlertBody,
  type CreateRateAlertBodyInput,
  createRateAlertBodySchema,
  type RateAlertCorridor,
  rateAlertDirections,
} from '@giro/shared/rate-alerts/rate-alert-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<CreateRateAlertBodyInput, unknown, CreateRateAlertBody>({
    resolver: zodResolver(createRateAlertBodySchema),
    defaultValues: {
      currency: first?.currency ?? '',
      destination_currency: first?.destination_currency ?? 'CUP',
      direction: 'at_least',
      target: '',
    },
  });
  const currency = useWatch({ control, name: 'currency' });
  const destination = useWatch({ control, name: 'destination_currency' });
  const destinations = corridors.filter((corridor) => corridor.currency === currency);
  const today = corridors.find(
    (corridor) => corridor.currency === currency && corridor.destination_currency === destination,
  );

  const submit = handleSubmit((body) => {
    setFailure(null);
    create.mutate(body, {
      onSuccess: () => resetField('target'),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.errors : [];
        for (const { path, message } of fieldErrors) {
          if (path === 'target') setError('target', { message });
        }
        if (fieldErrors.length === 0) setFailure(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.currency')} error={errors.currency?.message}>
          <Select {...register('currency')}>
            {unique(corridors.map((corridor) => corridor.currency)).map((code) => (
              <option key={code}>{code}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.destination')} error={errors.destination_currency?.message}>
          <Select {...register('destination_currency')}>
            {destinations.map((corridor) => (
              <option key={corridor.destination_currency}>{corridor.destination_currency}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.direction')} error={errors.direction?.message}>
          <Select {...register('direction')}>
            {rateAlertDirections.map((direction) => (
              <option key={direction} value={direction}>
                {t(`form.directions.${direction}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('form.target', { destination })}
          error={errors.target?.message}
          hint={
            today &&
            t('form.today', { rate: formatRate(today.rate, currency, destination, language) })
          }
        >
          <Input inputMode="decimal" autoComplete="off" {...register('target')} />
        </Field>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
