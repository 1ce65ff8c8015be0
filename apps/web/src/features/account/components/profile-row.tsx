import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

export type ProfileRowProps = {
  title: string;
  children: ReactNode;
  /** The row's button; it is described by the row's title ("Editar" → "Nombre"). */
  action: ReactElement<{ 'aria-describedby'?: string }>;
};

/** One row of the profile's 'Perfil' tab: title, value or text, and an action. */
export function ProfileRow({ title, children, action }: ProfileRowProps) {
  const titleId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-5 py-5 sm:flex-nowrap sm:px-6">
      <div className="min-w-0 flex-1 basis-48">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-1 break-words text-slate-600">{children}</div>
      </div>
      <div className="shrink-0">{cloneElement(action, { 'aria-describedby': titleId })}</div>
    </div>
  );
}
