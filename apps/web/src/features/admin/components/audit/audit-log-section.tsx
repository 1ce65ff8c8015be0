import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AuditFilters as Filters, useAuditLog } from '../../api/audit-log';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { AdminTable } from '../common/admin-table';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';

const headers = ['when', 'who', 'what', 'action', 'changes'];

/** Every console change, newest first, filtered by staff member and entity. */
export function AuditLogSection() {
  const { t } = useAdminTranslation();
  const [filters, setFilters] = useState<Filters>({ actor: '', entity: '' });
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <AdminSection title={t('audit.title')} description={t('audit.description')}>
      <AuditFilters value={filters} onChange={setFilters} />
      {log.isError && (
        <p role="alert" className="text-sm text-red-700">
          {log.error.message}
        </p>
      )}
      {log.isSuccess && entries.length === 0 ? (
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
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('audit.more')}
        </Button>
      )}
    </AdminSection>
  );
}
