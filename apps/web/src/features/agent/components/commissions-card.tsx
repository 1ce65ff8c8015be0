import type { AgentCommissionMonth } from '@giro/shared/agents/agent-contracts';
import { formatDateTime, formatMoney } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/format-month';
import { useAppStore } from '@/lib/store/app-store';
import { useAgentCommissions } from '../api/get-agent-commissions';
import { AgentCard } from './agent-card';
import { type DataColumn, DataTable } from './data-table';
import { LoadState } from './load-state';

function useColumns(): DataColumn<AgentCommissionMonth>[] {
  const { t } = useTranslation('agent');
  const language = useAppStore((state) => state.language);
  const money = (amount: string, row: AgentCommissionMonth) =>
    formatMoney(amount, row.currency, language);
  const column = (
    key: string,
    cell: DataColumn<AgentCommissionMonth>['cell'],
    emphasis = false,
  ): DataColumn<AgentCommissionMonth> => ({
    key,
    label: t(`commissions.columns.${key}`),
    cell,
    emphasis,
  });
  return [
    column('month', (row) => formatMonth(row.month, language)),
    column('currency', (row) => row.currency),
    column('transfers', (row) => row.transfers),
    column('earned', (row) => money(row.earned, row), true),
    column('settled', (row) => money(row.settled, row)),
    column('pending', (row) => money(row.pending, row)),
    column('settledAt', (row) =>
      row.settled_at
        ? formatDateTime(row.settled_at, language, { dateStyle: 'medium' })
        : t('commissions.notSettled'),
    ),
  ];
}

/** Earned, settled and pending commission per month and currency, newest month first. */
export function CommissionsCard() {
  const { t } = useTranslation('agent');
  const commissions = useAgentCommissions();
  const columns = useColumns();
  return (
    <AgentCard title={t('commissions.title')} lead={t('commissions.lead')}>
      <LoadState query={commissions}>
        {({ months }) =>
          months.length === 0 ? (
            <p className="text-slate-600">{t('commissions.empty')}</p>
          ) : (
            <DataTable
              caption={t('commissions.title')}
              columns={columns}
              rows={months}
              rowKey={(row) => `${row.month}-${row.currency}`}
            />
          )
        }
      </LoadState>
    </AgentCard>
  );
}
