import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AuditFilters as Filters } from '../../api/audit-log';
import { auditEntities } from '../../lib/audit-entities';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type AuditFiltersProps = { value: Filters; onChange: (filters: Filters) => void };

/** Narrow the log to one staff member (by email) and one kind of entity. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const { t } = useAdminTranslation();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      actor: String(form.get('actor') ?? '').trim(),
      entity: String(form.get('entity') ?? ''),
    });
  };

  return (
    <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <Field label={t('audit.actor')}>
          <Input name="actor" type="email" defaultValue={value.actor} />
        </Field>
      </div>
      <div className="min-w-48">
        <Field label={t('audit.entity')}>
          <Select name="entity" defaultValue={value.entity}>
            <option value="">{t('audit.allEntities')}</option>
            {auditEntities.map((entity) => (
              <option key={entity} value={entity}>
                {t(`audit.entities.${entity}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" variant="secondary">
        {t('audit.filter')}
      </Button>
    </form>
  );
}
