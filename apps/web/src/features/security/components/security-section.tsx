import { type ReactNode, useId } from 'react';

export type SecuritySectionProps = {
  title: string;
  text: string;
  /** A button beside the title (add, turn on). */
  action?: ReactNode;
  children?: ReactNode;
};

/** One part of the security page: a titled block with its explanation. */
export function SecuritySection({ title, text, action, children }: SecuritySectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4 px-5 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={titleId} className="text-base font-semibold text-brand-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
