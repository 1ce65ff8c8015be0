import type { ReactNode } from 'react';

export type ContentCtaProps = { title: string; text: string; children: ReactNode };

/** The closing band of a content page: a question, a sentence and the ways to act on it. */
export function ContentCta({ title, text, children }: ContentCtaProps) {
  return (
    <section className="rounded-2xl bg-brand-900 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
          <p className="mt-2 text-brand-100">{text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
