import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

export type LinkedSectionProps = { id: string; title: string; children: ReactNode };

/** A content page section the table of contents links to (`#id`), named by its heading. */
export function LinkedSection({ id, title, children }: LinkedSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`}>{title}</SectionHeading>
      {children}
    </section>
  );
}
