import type { ReactNode } from 'react';
import { TableOfContents, type TocEntry } from './table-of-contents';

/** Pages with this many sections get a table of contents. */
const tocFromSections = 4;

/** A page's sections in a readable column, beside their table of contents when there are many. */
export function TocLayout({ entries, children }: { entries: TocEntry[]; children: ReactNode }) {
  const withToc = entries.length >= tocFromSections;
  return (
    <div className={withToc ? 'grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14' : ''}>
      {withToc && (
        <aside className="min-w-0">
          <TableOfContents entries={entries} />
        </aside>
      )}
      <div className="min-w-0 max-w-3xl space-y-12">{children}</div>
    </div>
  );
}
