import type { ReactNode } from 'react';

export type FormSectionProps = { title: string; children: ReactNode };

/** One block of the form (sender, receiver, delivery) as a titled card. */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full text-lg font-semibold text-brand-900">{title}</legend>
      <div className="clear-left grid gap-x-5 gap-y-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
