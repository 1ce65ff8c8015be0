import type { AdminClearance } from '@giro/shared/compliance/screening-admin-contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getHref, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useClearances, useRevokeClearance } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { NoteDialog } from './note-dialog';

type Status = 'active' | 'revoked';

function Person({ clearance }: { clearance: AdminClearance }) {
  const { t } = useAdminTranslation();
  const identity =
    clearance.party === 'sender'
      ? t('compliance.clearances.account', { email: clearance.sender_email ?? '—' })
      : t('compliance.clearances.document', { document: clearance.document });
  return (
    <>
      <span className="block font-medium">{clearance.name}</span>
      <span className="block text-xs text-slate-500">
        {t(`compliance.match.parties.${clearance.party}`)} · {identity}
      </span>
    </>
  );
}

function Entry({ clearance }: { clearance: AdminClearance }) {
  const { t } = useAdminTranslation();
  if (clearance.ent_num === 0) return <>{t('compliance.match.kinds.unreadable_name')}</>;
  return (
    <>
      <span className="block">{clearance.entry_name}</span>
      <span className="block text-xs text-slate-500">
        {t('compliance.clearances.entry', {
          number: clearance.ent_num,
          programs: clearance.programs.join(', '),
        })}
      </span>
      {clearance.entry_changed && clearance.revoked_at === null && (
        <span className="mt-1 block text-xs font-medium text-amber-800">
          {t('compliance.clearances.entryChanged')}
        </span>
      )}
    </>
  );
}

/**
 * The false positives cleared: each for one person (name and document, or the sender's account)
 * against one entry of the list as it read then. Revoking one screens that person's open orders
 * again, which holds them.
 */
export function ClearancesPanel() {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<Status>('active');
  const clearances = useClearances(status);
  const [revoking, setRevoking] = useState<AdminClearance | null>(null);
  const revoke = useRevokeClearance(() => setRevoking(null));
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.clearances.description')}</p>
      <fieldset className="mb-4 flex flex-wrap gap-1">
        <legend className="sr-only">{t('compliance.clearances.show')}</legend>
        {(['active', 'revoked'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={status === name}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200',
              status === name ? 'bg-slate-800 text-white' : 'bg-white text-slate-700',
            )}
            onClick={() => setStatus(name)}
          >
            {t(`compliance.clearances.statuses.${name}`)}
          </button>
        ))}
      </fieldset>
      <QueryState query={clearances}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">{t(`compliance.clearances.empty.${status}`)}</p>
          ) : (
            <AdminTable
              caption={t('compliance.tabs.clearances')}
              headers={[
                t('compliance.clearances.person'),
                t('compliance.clearances.listEntry'),
                t('compliance.clearances.cleared'),
                status === 'active' ? '' : t('compliance.clearances.revoked'),
              ]}
            >
              {items.map((clearance) => (
                <tr key={clearance.id}>
                  <td className={cellClass}>
                    <Person clearance={clearance} />
                  </td>
                  <td className={cellClass}>
                    <Entry clearance={clearance} />
                  </td>
                  <td className={cellClass}>
                    <span className="block">{clearance.reason}</span>
                    <span className="block text-xs text-slate-500">
                      {t('compliance.clearances.by', {
                        who: clearance.cleared_by,
                        date: dateTime(clearance.cleared_at),
                      })}{' '}
                      <Link
                        className="text-brand-700 underline"
                        to={getHref(paths.adminOrder.path, {
                          reference: clearance.order_reference,
                        })}
                      >
                        {clearance.order_reference}
                      </Link>
                    </span>
                  </td>
                  <td className={cellClass}>
                    {clearance.revoked_at === null ? (
                      <Button size="sm" variant="secondary" onClick={() => setRevoking(clearance)}>
                        {t('compliance.clearances.revoke')}
                      </Button>
                    ) : (
                      <>
                        <span className="block">{clearance.revoke_reason}</span>
                        <span className="block text-xs text-slate-500">
                          {t('compliance.clearances.by', {
                            who: clearance.revoked_by ?? '—',
                            date: dateTime(clearance.revoked_at),
                          })}
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      <NoteDialog
        open={revoking !== null}
        title={t('compliance.clearances.revokeTitle', { name: revoking?.name ?? '' })}
        label={t('compliance.clearances.revokeReason')}
        submitLabel={{ idle: t('compliance.clearances.revoke'), pending: t('actions.saving') }}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onSubmit={(note) => {
          if (revoking !== null) revoke.mutate({ id: revoking.id, note });
        }}
      />
    </>
  );
}
