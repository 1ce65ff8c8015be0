import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type CenteredCardProps = { title: string; lead: string; children: ReactNode };

/** The console's screens before it opens: sign-in and "no access". */
export function CenteredCard({ title, lead, children }: CenteredCardProps) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
