import type { AdminRefund } from '@giro/shared/compliance/refund-claim-admin-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMarkRefunded, useRefunds } from '../../api/compliance';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { NoteDialog } from './note-dialog';

/** Money owed back (cancellations within 30 minutes, blocked orders), oldest first. */
export function RefundsPanel() {
  const { t } = useAdminTranslation();
  const refunds = useRefunds('open');
  const dateTime = useDateTime();
  const money = useMoney();
  const [refunding, setRefunding] = useState<AdminRefund | null>(null);
  const mark = useMarkRefunded(() => setRefunding(null));
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('compliance.refunds.description')}</p>
      <QueryState query={refunds}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('compliance.refunds.empty')}</p>
          ) : (
            <AdminTable
              caption={t('compliance.tabs.refunds')}
              headers={[
                t('compliance.refunds.reference'),
                t('compliance.refunds.reason'),
                t('compliance.refunds.amount'),
                t('compliance.refunds.owedSince'),
                '',
              ]}
            >
              {items.map((refund) => (
                <tr key={refund.reference}>
                  <td className={cellClass}>
                    {refund.reference}
                    <span className="block text-xs text-slate-500">
                      {refund.sender_email} · {refund.method}
                    </span>
                  </td>
                  <td className={cellClass}>{t(`compliance.refunds.reasons.${refund.reason}`)}</td>
                  <td className={cellClass}>{money(refund.amount, refund.currency)}</td>
                  <td className={cellClass}>{dateTime(refund.created_at)}</td>
                  <td className={cellClass}>
                    <Button size="sm" onClick={() => setRefunding(refund)}>
                      {t('compliance.refunds.markRefunded')}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </QueryState>
      <NoteDialog
        open={refunding !== null}
        title={t('compliance.refunds.markTitle', { reference: refunding?.reference ?? '' })}
        label={t('compliance.refunds.note')}
        submitLabel={{ idle: t('compliance.refunds.markRefunded'), pending: t('actions.saving') }}
        pending={mark.isPending}
        onClose={() => setRefunding(null)}
        onSubmit={(note) => {
          if (refunding !== null) mark.mutate({ reference: refunding.reference, note });
        }}
      />
    </>
  );
}
