import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line `Input`. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900',
        'placeholder:text-slate-400 hover:border-slate-400',
        'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
        'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
