import type { ReactNode } from 'react';

export type AdminTableProps = {
  /** Read by screen readers as the table's name. */
  caption: string;
  headers: string[];
  children: ReactNode;
};

export const cellClass = 'px-3 py-2 align-top';

/**
 * A compact data table that scrolls sideways on small screens. The scrolling box is a named,
 * focusable group (not a landmark: the panel around it is one already), so a keyboard can scroll
 * it too when the table holds no link or button.
 */
export function AdminTable({ caption, headers, children }: AdminTableProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table.
    <div
      role="group"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-600"
    >
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
