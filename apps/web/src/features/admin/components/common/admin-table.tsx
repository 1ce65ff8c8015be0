import type { ReactNode } from 'react';

export type AdminTableProps = {
  /** Read by screen readers as the table's name. */
  caption: string;
  headers: string[];
  children: ReactNode;
};

export const cellClass = 'px-3 py-2 align-top';

/** A compact data table that scrolls sideways on small screens. */
export function AdminTable({ caption, headers, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}
