import type { AdminAgent } from '@giro/shared/admin/agent-admin-contracts';
import Big from 'big.js';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Modal } from '@/components/ui/modal';
import { formatMonth } from '@/lib/format-month';
import { useAppStore } from '@/lib/store/app-store';
import { useAgentCommissions, useSettleAgentMonth } from '../../api/agents';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { QueryState } from '../common/query-state';

export type AgentCommissionsDialogProps = { agent: AdminAgent; onClose: () => void };

/** What an agent earned per month, and settling a month that still has something pending. */
export function AgentCommissionsDialog({ agent, onClose }: AgentCommissionsDialogProps) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const language = useAppStore((state) => state.language);
  const monthName = (month: string) => formatMonth(month, language);
  const commissions = useAgentCommissions(agent.hash);
  // The month being confirmed: settling covers all its currencies at once.
  const [settling, setSettling] = useState<string | null>(null);
  const pendingOf = (month: string) =>
    (commissions.data?.months ?? [])
      .filter((row) => row.month === month && new Big(row.pending).gt(0))
      .map((row) => money(row.pending, row.currency))
      .join(', ');
  const settle = useSettleAgentMonth(agent.hash, () => setSettling(null));

  return (
    <>
      <Modal open onClose={onClose} title={t('agents.commissions.title', { name: agent.name })}>
        <QueryState query={commissions}>
          {({ months }) =>
            months.length === 0 ? (
              <p className="text-sm text-slate-600">{t('agents.commissions.empty')}</p>
            ) : (
              <ul
                aria-label={t('agents.commissions.title', { name: agent.name })}
                className="space-y-3"
              >
                {months.map((row) => (
                  <li
                    key={`${row.month}-${row.currency}`}
                    className="rounded-xl p-4 text-sm ring-1 ring-slate-200"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold text-brand-900">
                        <span>{monthName(row.month)}</span>{' '}
                        <span className="font-normal text-slate-500">{row.currency}</span>
                      </h3>
                      {new Big(row.pending).gt(0) && (
                        <Button
                          size="sm"
                          aria-label={t('agents.commissions.settleMonth', {
                            month: monthName(row.month),
                            currency: row.currency,
                          })}
                          onClick={() => setSettling(row.month)}
                        >
                          {t('agents.commissions.settle')}
                        </Button>
                      )}
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 tabular-nums sm:grid-cols-4">
                      {[
                        ['transfers', String(row.transfers)],
                        ['earned', money(row.earned, row.currency)],
                        ['settled', money(row.settled, row.currency)],
                        ['pending', money(row.pending, row.currency)],
                      ].map(([key, value]) => (
                        <div key={key}>
                          <dt className="text-xs text-slate-500">
                            {t(`agents.commissions.columns.${key}`)}
                          </dt>
                          <dd className="font-medium text-slate-900">{value}</dd>
                        </div>
                      ))}
                    </dl>
                    {row.settled_at && (
                      <p className="mt-2 text-xs text-slate-500">
                        {t('agents.commissions.settledOn', { date: dateTime(row.settled_at) })}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Modal>
      {settling && (
        <ConfirmModal
          open
          title={t('agents.commissions.confirmTitle', { month: monthName(settling) })}
          onClose={() => setSettling(null)}
          onConfirm={() => settle.mutate({ hash: agent.hash, body: { month: settling } })}
          pending={settle.isPending}
          closeLabel={t('actions.cancel')}
        >
          {t('agents.commissions.confirmText', {
            name: agent.name,
            month: monthName(settling),
            amount: pendingOf(settling),
          })}
        </ConfirmModal>
      )}
    </>
  );
}
