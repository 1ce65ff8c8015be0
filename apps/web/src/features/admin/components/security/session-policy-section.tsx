import {
  type SessionPolicy,
  sessionPolicySchema,
} from '@giro/shared/admin/session-policy-contracts';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveSessionPolicy, useSessionPolicy } from '../../api/session-policy';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { QueryState } from '../common/query-state';

function SessionPolicyForm({ policy }: { policy: SessionPolicy }) {
  const { t } = useAdminTranslation();
  const save = useSaveSessionPolicy();
  const form = useZodForm(sessionPolicySchema, { defaultValues: policy });
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="max-w-sm space-y-3">
      <FormField label={t('sessionPolicy.minutes')} hint={t('sessionPolicy.hint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={5}
          step={1}
          {...form.register('staff_idle_minutes', { valueAsNumber: true })}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}

/** The idle limit of staff sessions (admins only). */
export function SessionPolicySection() {
  const { t } = useAdminTranslation();
  const policy = useSessionPolicy();
  return (
    <AdminSection title={t('sessionPolicy.title')} description={t('sessionPolicy.description')}>
      <QueryState query={policy}>{(data) => <SessionPolicyForm policy={data} />}</QueryState>
    </AdminSection>
  );
}
