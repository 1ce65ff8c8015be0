import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AuditFilters as Filters, useAuditLog } from '../../api/audit-log';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';

const headers = ['when', 'who', 'what', 'action', 'changes'];

/** Every console change, newest first, filtered by staff member and entity, a page at a time. */
export function AuditLogSection() {
  const { t } = useAdminTranslation();
  const [filters, setFilters] = useState<Filters>({ actor: '', entity: '' });
  // The `before` cursor of each older page opened; empty on the newest page.
  const [cursors, setCursors] = useState<string[]>([]);
  const log = useAuditLog(filters, cursors.at(-1) ?? null);
  const next = log.data?.next ?? null;

  const filter = (value: Filters) => {
    setFilters(value);
    setCursors([]);
  };

  return (
    <AdminSection title={t('audit.title')} description={t('audit.description')}>
      <AuditFilters value={filters} onChange={filter} />
      <QueryState query={log}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="text-sm text-slate-500">{t('audit.empty')}</p>
          ) : (
            <AdminTable
              caption={t('audit.title')}
              headers={headers.map((key) => t(`audit.columns.${key}`))}
            >
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      <div className="mt-4 flex gap-3">
        {cursors.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('audit.newer')}
          </Button>
        )}
        {next !== null && (
          <Button
            variant="secondary"
            size="sm"
            disabled={log.isPlaceholderData}
            onClick={() => setCursors([...cursors, next])}
          >
            {t('audit.older')}
          </Button>
        )}
      </div>
    </AdminSection>
  );
}
