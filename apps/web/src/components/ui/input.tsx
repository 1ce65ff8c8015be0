import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlStates } from './control-states';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
        'placeholder:text-slate-400',
        ...controlStates,
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
