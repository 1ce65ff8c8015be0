import type { StatementLine } from '@giro/shared/reconciliation/reconciliation-contracts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDay } from '../../lib/use-date-time';
import { useMoney } from '../../lib/use-money';
import { AdminTable, cellClass } from '../common/admin-table';
import { LineActions } from './line-actions';
import { LineOrderCell } from './line-order-cell';

export type StatementLinesTableProps = {
  lines: readonly StatementLine[];
  /** Matched and probable lines get a box to confirm several at once. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (selected: ReadonlySet<number>) => void;
};

/** The lines, each with the bank's words on the left and the order matching found on the right. */
export function StatementLinesTable({
  lines,
  selectable,
  selected,
  onSelect,
}: StatementLinesTableProps) {
  const { t } = useAdminTranslation();
  const day = useDay();
  const money = useMoney();
  const open = lines.filter((line) => line.decision === null);
  const allChosen = open.length > 0 && open.every((line) => selected.has(line.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  const headers = ['date', 'amount', 'payer', 'order', 'decision'].map((key) =>
    t(`reconciliation.review.columns.${key}`),
  );

  return (
    <>
      {selectable && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={allChosen}
            onChange={() => onSelect(allChosen ? new Set() : new Set(open.map((line) => line.id)))}
          />
          {t('reconciliation.review.selectAll')}
        </label>
      )}
      <AdminTable caption={t('reconciliation.review.title')} headers={headers}>
        {lines.map((line) => {
          const label = { amount: money(line.amount, line.currency), date: day(line.booked_on) };
          return (
            <tr key={line.id}>
              <td className={`${cellClass} whitespace-nowrap`}>
                {selectable && line.decision === null && (
                  <input
                    type="checkbox"
                    className="mr-2 size-4 align-middle accent-brand-700"
                    aria-label={t('reconciliation.review.selectLine', label)}
                    checked={selected.has(line.id)}
                    onChange={() => toggle(line.id)}
                  />
                )}
                <time dateTime={line.booked_on}>{label.date}</time>
              </td>
              <th
                scope="row"
                className={`${cellClass} whitespace-nowrap ${line.direction === 'debit' ? 'text-red-700' : ''}`}
              >
                {line.direction === 'debit' ? `−${label.amount}` : label.amount}
              </th>
              <td className={`${cellClass} max-w-sm`}>
                {line.payer_name && <span className="block font-medium">{line.payer_name}</span>}
                <span className="block break-words text-slate-700">{line.memo || '—'}</span>
                <span className="block text-xs text-slate-500">
                  {line.bank_transaction_id
                    ? t('reconciliation.review.bankId', { id: line.bank_transaction_id })
                    : t('reconciliation.review.sourceLine', { line: line.source_line })}
                </span>
              </td>
              <td className={`${cellClass} min-w-56`}>
                <LineOrderCell line={line} />
              </td>
              <td className={`${cellClass} min-w-48`}>
                <LineActions line={line} label={label} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
