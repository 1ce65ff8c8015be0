import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlStates } from './control-states';
import { ChevronDownIcon } from './icons';

export type SelectProps = ComponentProps<'select'>;

/** A native select styled like `Input`; the browser keeps its keyboard and screen-reader use. */
export function Select({ className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-10 pl-3',
          'text-base text-slate-900',
          ...controlStates,
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
