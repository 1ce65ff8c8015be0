import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type AuthCardProps = {
  title: string;
  lead?: string;
  /** Focused when the panel switches view, so screen readers hear the new title. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** Links under the form (other views, back to sign-in). */
  footer?: ReactNode;
};

/** The centred card of the account screens (login panel, activation, password reset). */
export function AuthCard({ title, lead, headingRef, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section className="relative flex flex-1 justify-center px-4 pt-8 pb-16 sm:pt-14">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-48 bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 sm:h-64"
      />
      <div className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl shadow-brand-950/20 ring-1 ring-slate-900/5 sm:p-8">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
            {footer}
          </div>
        )}
      </div>
    </section>
  );
}
