import { useStatementImports } from '../../api/statement-imports';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { useDateTime, useDay } from '../../lib/use-date-time';
import { AdminTable, cellClass } from '../common/admin-table';
import { QueryState } from '../common/query-state';

const headers = ['imported_at', 'file', 'format', 'period', 'lines', 'by'];

/** The account's latest imports: what came in, when, and how much of it was new. */
export function StatementImportsTable({ accountId }: { accountId: number }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const day = useDay();
  const imports = useStatementImports(accountId);
  return (
    <QueryState query={imports}>
      {(list) =>
        list.length === 0 ? (
          <p className="text-sm text-slate-500">{t('reconciliation.import.none')}</p>
        ) : (
          <AdminTable
            caption={t('reconciliation.import.recent')}
            headers={headers.map((key) => t(`reconciliation.import.columns.${key}`))}
          >
            {list.map((row) => (
              <tr key={row.id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={row.imported_at}>{dateTime(row.imported_at)}</time>
                </td>
                <th scope="row" className={`${cellClass} font-medium break-all`}>
                  {row.file_name}
                </th>
                <td className={cellClass}>{row.variant}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {row.period_from && row.period_to
                    ? `${day(row.period_from)} – ${day(row.period_to)}`
                    : '—'}
                </td>
                <td className={cellClass}>
                  {t('reconciliation.import.linesValue', {
                    fresh: row.new_line_count,
                    lines: row.line_count,
                  })}
                </td>
                <td className={cellClass}>{row.imported_by}</td>
              </tr>
            ))}
          </AdminTable>
        )
      }
    </QueryState>
  );
}
