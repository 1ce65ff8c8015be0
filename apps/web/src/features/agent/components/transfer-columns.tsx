import { type AgentTransfer, earningStatuses } from '@giro/shared/agents/agent-contracts';
import { formatDateTime, formatMoney } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { useAppStore } from '@/lib/store/app-store';
import type { DataColumn } from './data-table';

const earning: readonly string[] = earningStatuses;

/** The columns of the agent's transfers: what was sent, by whom (first name), and what it earned. */
export function useTransferColumns(): DataColumn<AgentTransfer>[] {
  const { t } = useTranslation('agent');
  const language = useAppStore((state) => state.language);
  const column = (
    key: string,
    cell: DataColumn<AgentTransfer>['cell'],
    emphasis = false,
  ): DataColumn<AgentTransfer> => ({
    key,
    label: t(`transfers.columns.${key}`),
    cell,
    emphasis,
  });
  return [
    column('reference', (row) => row.reference),
    column('date', (row) => formatDateTime(row.created_at, language)),
    column('corridor', (row) =>
      t('transfers.corridor', { from: row.payment_currency, to: row.destination_currency }),
    ),
    column('amount', (row) => (
      <span>
        <span className="font-medium text-slate-900">
          {formatMoney(row.amount_sent, row.pricing_currency, language)}
        </span>
        <span className="block text-xs text-slate-500">
          {t('transfers.receives', {
            amount: formatMoney(row.receiving, row.destination_currency, language),
          })}
        </span>
      </span>
    )),
    column('status', (row) => <OrderStatusBadge status={row.status} />),
    column('sender', (row) => row.sender_first_name),
    column(
      'commission',
      (row) => formatMoney(row.commission, row.pricing_currency, language),
      true,
    ),
    column('settled', (row) =>
      row.settled
        ? t('transfers.settledYes')
        : earning.includes(row.status)
          ? t('transfers.settledNo')
          : t('transfers.notEarned'),
    ),
  ];
}
