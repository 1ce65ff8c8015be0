import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type PageProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** A screen's frame: sets the document title and shows the page heading. */
export function Page({ title, lead, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
      </header>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
