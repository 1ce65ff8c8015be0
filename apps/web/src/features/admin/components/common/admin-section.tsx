import { type ReactNode, useId } from 'react';

export type AdminSectionProps = {
  title: string;
  description?: string;
  /** Buttons beside the title, e.g. "Add". */
  actions?: ReactNode;
  children: ReactNode;
};

/** One block of a console screen: a titled card. */
export function AdminSection({ title, description, actions, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
