import {
  type CoolOff,
  coolOffBodySchema,
  moneyChangeCoolOff,
} from '@giro/shared/admin/money-change-contracts';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCoolOff, useSaveCoolOff } from '../../api/money-changes';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { QueryState } from '../common/query-state';

function CoolOffFields({ coolOff }: { coolOff: CoolOff }) {
  const { t } = useAdminTranslation();
  const save = useSaveCoolOff();
  const form = useZodForm(coolOffBodySchema, { defaultValues: { hours: coolOff.hours } });
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="max-w-sm space-y-3">
      <FormField label={t('moneyChanges.coolOffHours')} hint={t('moneyChanges.coolOffHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={moneyChangeCoolOff.minHours}
          max={moneyChangeCoolOff.maxHours}
          step={1}
          {...form.register('hours', { valueAsNumber: true })}
        />
      </FormField>
      {coolOff.pending !== null && (
        <p className="text-sm text-amber-800">
          {t('moneyChanges.coolOffPending', { hours: coolOff.pending.fields[0]?.after ?? '' })}
        </p>
      )}
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}

/** How long a change waits when no other admin can approve it: longer at once, shorter approved. */
export function CoolOffForm() {
  const coolOff = useCoolOff();
  return <QueryState query={coolOff}>{(data) => <CoolOffFields coolOff={data} />}</QueryState>;
}
