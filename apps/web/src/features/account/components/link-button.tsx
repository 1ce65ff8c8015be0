import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const linkClasses =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** An in-page action that reads like a link (switching the login panel's view). */
export function LinkButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" className={cn(linkClasses, className)} {...props} />;
}
