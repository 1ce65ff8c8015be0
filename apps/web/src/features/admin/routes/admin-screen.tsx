import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type AdminScreenProps = {
  title: string;
  /** The document's title when it names more than the screen (one order); else `title`. */
  documentTitle?: string | undefined;
  children: ReactNode;
};

/** A console screen: its title above its sections. */
export function AdminScreen({ title, documentTitle = title, children }: AdminScreenProps) {
  useDocumentTitle(documentTitle);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </>
  );
}
