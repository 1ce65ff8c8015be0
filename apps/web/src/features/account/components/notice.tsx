import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons';

/** A confirmation from the server, announced politely (role=status). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex gap-2.5 rounded-lg bg-accent-50 p-3 text-sm font-medium text-accent-700 ring-1 ring-accent-300"
    >
      <CheckIcon className="mt-px size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
