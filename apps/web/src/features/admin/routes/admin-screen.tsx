import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A console screen: its title (also the document's) above its sections. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </>
  );
}
