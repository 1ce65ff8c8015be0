import { orderStatuses } from '@giro/shared/orders/order-status';
import { paymentMethods } from '@giro/shared/orders/payment-methods';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type OrderFilters as Filters, orderFilterKeys } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type OrderFiltersProps = { value: Filters; onChange: (filters: Filters) => void };

/** Narrow the queue by status, method, days, agent, a reference or email, and flagged orders. */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const { t } = useAdminTranslation();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (key: keyof Filters) => String(form.get(key) ?? '').trim();
    onChange(Object.fromEntries(orderFilterKeys.map((key) => [key, read(key)])) as Filters);
  };

  return (
    // Six columns on a laptop, two rows: at seven in one, a date field is too narrow for its own
    // "dd/mm/aaaa".
    <form onSubmit={apply} className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <div className="sm:col-span-3 lg:col-span-2">
        <Field label={t('orders.search')}>
          <Input name="q" type="search" defaultValue={value.q} />
        </Field>
      </div>
      <Field label={t('orders.status')}>
        <Select name="status" defaultValue={value.status}>
          <option value="">{t('orders.all')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`orders.statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('orders.method')}>
        <Select name="method" defaultValue={value.method}>
          <option value="">{t('orders.all')}</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`orders.methods.${method}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('orders.from')}>
        <Input name="from" type="date" defaultValue={value.from} />
      </Field>
      <Field label={t('orders.to')}>
        <Input name="to" type="date" defaultValue={value.to} />
      </Field>
      <Field label={t('orders.agent')}>
        <Input name="agent" autoComplete="off" defaultValue={value.agent} />
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-4 lg:h-11">
        <input
          type="checkbox"
          name="attention"
          value="1"
          defaultChecked={value.attention === '1'}
          className="size-4"
        />
        {t('orders.attention.filter')}
      </label>
      <Button type="submit" variant="secondary" className="lg:col-start-6">
        {t('orders.filter')}
      </Button>
    </form>
  );
}
