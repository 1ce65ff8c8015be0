import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DataColumn<Row> = {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Stronger text for the values the reader looks for first. */
  emphasis?: boolean;
};

export type DataTableProps<Row> = {
  /** The table's name for screen readers. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/**
 * A table on wider screens; on a phone a list of cards, one label–value line per column, so that
 * nothing hides past the screen's edge. Only one of the two is displayed (and read) at a time.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <ul aria-label={caption} className="space-y-3 text-sm tabular-nums sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl p-3 ring-1 ring-slate-200">
            <p className="font-semibold text-brand-900">{first.cell(row)}</p>
            <dl className="mt-1 divide-y divide-slate-100">
              {rest.map((column) => (
                <div key={column.key} className="flex items-baseline justify-between gap-4 py-1.5">
                  <dt className="shrink-0 text-slate-500">{column.label}</dt>
                  <dd
                    className={cn('text-right', column.emphasis && 'font-semibold text-slate-900')}
                  >
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="-mx-6 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2.5 font-semibold first:pl-6">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th
                  scope="row"
                  className="py-3 pr-3 pl-6 font-semibold whitespace-nowrap text-brand-900"
                >
                  {first.cell(row)}
                </th>
                {rest.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'px-3 py-3 whitespace-nowrap',
                      column.emphasis && 'font-semibold text-slate-900',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
