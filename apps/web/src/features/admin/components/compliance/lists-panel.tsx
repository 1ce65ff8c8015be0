import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ApiError } from '@/lib/api-error';
import { type ListImport, useImportList, useListVersions } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useCount } from '../../lib/use-count';
import { useDateTime } from '../../lib/use-date-time';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { ReadOnlyNote } from '../common/read-only-note';

/**
 * Treasury's SDN list: upload the sdn.csv downloaded from Treasury (or fetch it from the URL in
 * the settings); every version with its date, entries and who imported it. Screening uses the
 * newest; a new one screens the open orders again.
 */
export function ListsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useAdminTranslation();
  const versions = useListVersions();
  const importList = useImportList();
  const dateTime = useDateTime();
  const number = useCount();
  const input = useRef<HTMLInputElement>(null);
  // A list far smaller than the one in force waits for the admin to confirm it was meant.
  const [smaller, setSmaller] = useState<{ request: ListImport; message: string } | null>(null);
  const send = (request: ListImport) =>
    importList.mutate(request, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'sanctions_list_smaller') {
          setSmaller({ request, message: error.message });
        }
      },
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.lists.description')}</p>
      {!canEdit && <ReadOnlyNote>{t('compliance.adminOnly')}</ReadOnlyNote>}
      {canEdit && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <label className="text-sm font-medium text-slate-700">
            {t('compliance.lists.file')}
            <input
              ref={input}
              type="file"
              accept=".csv,.gz,text/csv,application/gzip"
              className="mt-1 block text-sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) send({ file });
              }}
            />
          </label>
          <Button
            variant="secondary"
            size="sm"
            disabled={importList.isPending}
            onClick={() => send({})}
          >
            {t('compliance.lists.fetch')}
          </Button>
          {importList.isPending && (
            <span className="text-sm text-slate-600">{t('compliance.lists.importing')}</span>
          )}
        </div>
      )}
      <ConfirmModal
        open={smaller !== null}
        title={t('compliance.lists.smallerTitle')}
        onClose={() => setSmaller(null)}
        onConfirm={() => {
          if (smaller) send({ ...smaller.request, confirmSmaller: true });
          setSmaller(null);
        }}
        pending={importList.isPending}
      >
        {smaller?.message}
      </ConfirmModal>
      <QueryState query={versions}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {t('compliance.lists.none')}
            </p>
          ) : (
            <>
              {list[0]?.source === 'snapshot' && (
                <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
                  {t('compliance.lists.snapshotInForce')}
                </p>
              )}
              <AdminTable
                caption={t('compliance.lists.versions')}
                headers={[
                  t('compliance.lists.version'),
                  t('compliance.lists.importedAt'),
                  t('compliance.lists.checkedAt'),
                  t('compliance.lists.entries'),
                  t('compliance.lists.by'),
                  t('compliance.lists.source'),
                ]}
              >
                {list.map((version) => (
                  <tr key={version.version}>
                    <td className={cellClass}>{version.version}</td>
                    <td className={cellClass}>{dateTime(version.imported_at)}</td>
                    <td className={cellClass}>{dateTime(version.checked_at)}</td>
                    <td className={cellClass}>{number(version.entries)}</td>
                    <td className={cellClass}>{version.imported_by}</td>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                      {version.source === 'url'
                        ? version.source_url
                        : t(`compliance.lists.sources.${version.source}`)}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            </>
          )
        }
      </QueryState>
    </>
  );
}
