import type { ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-700 text-white shadow-sm hover:bg-accent-600 active:bg-accent-700',
  secondary:
    'border border-slate-300 bg-white text-brand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
} as const;

export type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Drawn as enabled while disabled (a submit button waiting for the page's script). */
  lookEnabled?: boolean;
};

/** Button looks, also for links that act as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  lookEnabled = false,
}: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold transition-colors',
    lookEnabled ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyle;

/**
 * A button. A submit button of a page the server rendered waits for the page's script, looking
 * the same: clicked before, the browser would send the form itself, its fields (a password too)
 * in the address.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const awaitingScript = type === 'submit' && !hydrated;
  return (
    <button
      type={type}
      disabled={disabled || awaitingScript}
      className={cn(
        buttonClasses({ variant, size, lookEnabled: awaitingScript && !disabled }),
        className,
      )}
      {...props}
    />
  );
}
