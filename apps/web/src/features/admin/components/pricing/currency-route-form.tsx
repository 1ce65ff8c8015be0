import {
  type CurrencyRoute,
  currencyCodeSchema,
  currencyRouteTermsSchema,
} from '@giro/shared/admin/pricing-admin-contracts';
import { destinationCodeSchema } from '@giro/shared/pricing/enum-schemas';
import { destinationCodes } from '@giro/shared/pricing/enums';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
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
  const form = useZodForm(routeFormSchema, {
    defaultValues: route
      ? { payment: route.payment_currency, destination: route.destination_currency, terms: route }
      : { payment: currencies[0] ?? '', destination: 'CUP', terms: emptyTerms },
  });
  const title = route
    ? t('routes.editTitle', { route: `${route.payment_currency} → ${route.destination_currency}` })
    : t('routes.addTitle');

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      pending={save.isPending}
    >
      {route === null && (
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('routes.payment')}>
            <Select {...form.register('payment')}>
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('routes.destination')}>
            <Select {...form.register('destination')}>
              {destinationCodes.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          </FormField>
        </div>
      )}
      <DecimalField
        label={t('routes.tasa')}
        hint={t('routes.tasaHint')}
        registration={form.register('terms.tasa')}
      />
      <div className="grid grid-cols-2 gap-3">
        <DecimalField
          label={t('routes.percent')}
          registration={form.register('terms.commission_percent')}
        />
        <DecimalField
          label={t('routes.fixed')}
          registration={form.register('terms.commission_fixed')}
        />
        <DecimalField
          label={t('routes.minimum')}
          registration={form.register('terms.min_principal')}
        />
        <DecimalField
          label={t('routes.maximum')}
          registration={form.register('terms.max_principal')}
        />
      </div>
      <CheckboxField label={t('routes.enabled')} {...form.register('terms.enabled')} />
    </FormDialog>
  );
}
