import type { ReactNode } from 'react';

/** The h2 of a content page's section. */
export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold tracking-tight text-brand-900 sm:text-2xl">
      {children}
    </h2>
  );
}
