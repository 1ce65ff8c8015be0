import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type TocEntry = { id: string; title: string };

/** "On this page": links to a long page's sections; stays in view beside them on wide screens. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <nav
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
    >
      <h2 id={titleId} className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {t('common.toc')}
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {entries.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="block rounded-md py-1 text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
            >
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
