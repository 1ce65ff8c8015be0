import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type SelectInputProps = ComponentProps<'select'>;

/** A native select styled like the text inputs (native keeps mobile pickers and a11y). */
export function SelectInput({ className, children, ...props }: SelectInputProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-10 pl-3',
          'text-base text-slate-900 hover:border-slate-400',
          'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
          'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
