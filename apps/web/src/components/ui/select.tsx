import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

export type SelectProps = ComponentProps<'select'>;

/** A native select styled like `Input`; the browser keeps its keyboard and screen-reader use. */
export function Select({ className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-10 pl-3',
          'text-base text-slate-900 hover:border-slate-400',
          'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
          'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
