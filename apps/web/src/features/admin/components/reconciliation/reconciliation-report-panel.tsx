import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';
import type {
  ReconciliationAccount,
  ReconciliationReport,
  ReportMoney,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  useDownloadReconciliationReport,
  useReconciliationReport,
} from '../../api/reconciliation-report';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminSection } from '../common/admin-section';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';
import { OrderReferenceLink } from '../orders/order-links';

const rows = ['money_in', 'matched', 'waiting', 'unmatched', 'not_ours', 'flagged'] as const;

/** This month so far, in UTC days. */
function thisMonth(): DateRangeQuery {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function Totals({ report }: { report: ReconciliationReport }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const amounts = ({ amounts: list }: ReportMoney) =>
    list.length === 0
      ? money('0', report.account.currency)
      : list.map(({ amount, currency }) => money(amount, currency)).join(' + ');
  return (
    <AdminTable
      caption={t('reconciliation.report.title')}
      headers={['concept', 'count', 'amount'].map((key) =>
        t(`reconciliation.report.columns.${key}`),
      )}
    >
      {rows.map((row) => (
        <tr key={row} className={row === 'money_in' ? 'font-semibold' : undefined}>
          <th scope="row" className={cellClass}>
            {t(`reconciliation.report.rows.${row}`)}
          </th>
          <td className={cellClass}>{report[row].count}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{amounts(report[row])}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function PaidWithoutLine({ report }: { report: ReconciliationReport }) {
  const { t } = useAdminTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const headers = ['reference', 'paid_at', 'paid_by', 'sender', 'total', 'status'];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-brand-900">{t('reconciliation.report.risky')}</h3>
      <p className="text-sm text-slate-600">{t('reconciliation.report.riskyHint')}</p>
      {report.paid_without_line.length === 0 ? (
        <p className="text-sm text-slate-500">{t('reconciliation.report.riskyNone')}</p>
      ) : (
        <AdminTable
          caption={t('reconciliation.report.risky')}
          headers={headers.map((key) => t(`reconciliation.report.riskyColumns.${key}`))}
        >
          {report.paid_without_line.map((order) => (
            <tr key={order.reference}>
              <th scope="row" className={cellClass}>
                <OrderReferenceLink reference={order.reference} />
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={order.paid_at}>{dateTime(order.paid_at)}</time>
              </td>
              <td className={cellClass}>{order.paid_by}</td>
              <td className={cellClass}>{order.sender_name}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {money(order.total, order.currency)}
              </td>
              <td className={cellClass}>{t(`orders.statuses.${order.status}`)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

/** The account's money over a period and what became of it, on screen and as CSV. */
export function ReconciliationReportPanel({ account }: { account: ReconciliationAccount }) {
  const { t } = useAdminTranslation();
  const [range, setRange] = useState<DateRangeQuery>(thisMonth);
  const report = useReconciliationReport(account.id, range);
  const download = useDownloadReconciliationReport();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRange({ from: String(form.get('from')), to: String(form.get('to')) });
  };

  return (
    <AdminSection
      title={t('reconciliation.report.title')}
      description={t('reconciliation.report.description')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={download.isPending}
          onClick={() => download.mutate({ accountId: account.id, range })}
        >
          {download.isPending
            ? t('reconciliation.report.downloading')
            : t('reconciliation.report.download')}
        </Button>
      }
    >
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={t('reconciliation.report.from')}>
          <Input name="from" type="date" required defaultValue={range.from} />
        </Field>
        <Field label={t('reconciliation.report.to')}>
          <Input name="to" type="date" required defaultValue={range.to} />
        </Field>
        <Button type="submit" variant="secondary">
          {t('reconciliation.report.show')}
        </Button>
      </form>
      <QueryState query={report}>
        {(data) => (
          <div className="space-y-6">
            <Totals report={data} />
            <PaidWithoutLine report={data} />
          </div>
        )}
      </QueryState>
    </AdminSection>
  );
}
