import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlStates } from './control-states';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line `Input`. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900',
        'placeholder:text-slate-400',
        ...controlStates,
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
