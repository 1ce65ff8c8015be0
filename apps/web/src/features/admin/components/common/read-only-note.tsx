import type { ReactNode } from 'react';

/** Why a staff member sees a list or a form without the controls to change it. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      {children}
    </p>
  );
}
