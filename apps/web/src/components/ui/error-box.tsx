import type { ReactNode } from 'react';
import { WarningIcon } from './icons';

export type ErrorBoxProps = { children: ReactNode; action?: ReactNode };

/** A refusal shown where it happened, in red, read out at once; `action` offers the way out. */
export function ErrorBox({ children, action }: ErrorBoxProps) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      <p className="flex gap-2.5 text-sm font-medium">
        <WarningIcon className="mt-px size-5 shrink-0" />
        <span>{children}</span>
      </p>
      {action && <div className="mt-3 pl-7.5">{action}</div>}
    </div>
  );
}
