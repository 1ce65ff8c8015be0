import {
  type OrderExpirySettings,
  orderExpirySettingsSchema,
} from '@giro/shared/admin/order-expiry-contracts';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useOrderExpiry, useSaveOrderExpiry } from '../../api/order-expiry';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';

function OrderExpiryForm({ settings }: { settings: OrderExpirySettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveOrderExpiry();
  const form = useZodForm(orderExpirySettingsSchema, { defaultValues: settings });

  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="max-w-sm space-y-3">
      <FormField label={t('orderExpiry.hours')} hint={t('orderExpiry.hint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('unpaid_order_hours', { valueAsNumber: true })}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}

/** How long an unpaid Zelle, PayPal or transfer order waits for its money before it expires. */
export function OrderExpirySection() {
  const { t } = useAdminTranslation();
  const settings = useOrderExpiry();
  return (
    <AdminSection title={t('orderExpiry.title')} description={t('orderExpiry.description')}>
      <QueryState query={settings}>{(data) => <OrderExpiryForm settings={data} />}</QueryState>
    </AdminSection>
  );
}
