import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
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
