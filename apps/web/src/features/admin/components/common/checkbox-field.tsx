import type { ComponentProps } from 'react';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A checkbox with its label; takes `register(...)` like an input. */
export function CheckboxField({ label, ...props }: CheckboxFieldProps) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-700"
        {...props}
      />
      {label}
    </label>
  );
}
