import type { CurrencyRoute } from '@giro/shared/admin/pricing-admin-contracts';
import {
  currencyCodeSchema,
  currencyRouteTermsSchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { destinationCodeSchema, destinationCodes } from '@giro/shared/pricing/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useSaveCurrencyRoute } from '../../api/currency-routes';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { CheckboxField } from '../common/checkbox-field';
import { DecimalField } from '../common/decimal-field';
import { FormDialog } from '../common/form-dialog';

const routeFormSchema = z.object({
  payment: currencyCodeSchema,
  destination: destinationCodeSchema,
  terms: currencyRouteTermsSchema,
});
type RouteFormInput = z.input<typeof routeFormSchema>;

const emptyTerms = {
  tasa: '',
  commission_percent: '',
  commission_fixed: '0',
  min_principal: '',
  max_principal: '',
  enabled: true,
};

export type CurrencyRouteFormProps = {
  /** The route to change; null to add one. */
  route: CurrencyRoute | null;
  currencies: string[];
  onClose: () => void;
};

/** The terms of one payment → destination route. A new route also picks its currencies. */
export function CurrencyRouteForm({ route, currencies, onClose }: CurrencyRouteFormProps) {
  const { t } = useAdminTranslation();
  const save = useSaveCurrencyRoute(onClose);
  const { register, handleSubmit, formState } = useForm<
    RouteFormInput,
    unknown,
    z.output<typeof routeFormSchema>
  >({
    resolver: zodResolver(routeFormSchema),
    mode: 'onTouched',
    defaultValues: route
      ? { payment: route.payment_currency, destination: route.destination_currency, terms: route }
      : { payment: currencies[0] ?? '', destination: 'CUP', terms: emptyTerms },
  });
  const errors = formState.errors.terms;
  const submit = handleSubmit((values) => save.mutate(values));
  const title = route
    ? t('routes.editTitle', { route: `${route.payment_currency} → ${route.destination_currency}` })
    : t('routes.addTitle');

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
    >
      {route === null && (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('routes.payment')}>
            <Select {...register('payment')}>
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('routes.destination')}>
            <Select {...register('destination')}>
              {destinationCodes.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      <DecimalField
        label={t('routes.tasa')}
        hint={t('routes.tasaHint')}
        error={errors?.tasa?.message}
        registration={register('terms.tasa')}
      />
      <div className="grid grid-cols-2 gap-3">
        <DecimalField
          label={t('routes.percent')}
          error={errors?.commission_percent?.message}
          registration={register('terms.commission_percent')}
        />
        <DecimalField
          label={t('routes.fixed')}
          error={errors?.commission_fixed?.message}
          registration={register('terms.commission_fixed')}
        />
        <DecimalField
          label={t('routes.minimum')}
          error={errors?.min_principal?.message}
          registration={register('terms.min_principal')}
        />
        <DecimalField
          label={t('routes.maximum')}
          error={errors?.max_principal?.message}
          registration={register('terms.max_principal')}
        />
      </div>
      <CheckboxField label={t('routes.enabled')} {...register('terms.enabled')} />
    </FormDialog>
  );
}
