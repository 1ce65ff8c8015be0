import { cloneElement, type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

export type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export type FieldProps = {
  label: string;
  /** A shared message key (`validation.required`) or a ready message. */
  error?: string | undefined;
  hint?: string;
  /**
   * Keeps the error's line while the field is valid. Where a click often follows leaving the
   * field (the sign-up form's terms box), an error appearing on blur would otherwise move the
   * target from under the pointer between press and release, and the click would be lost.
   */
  reserveErrorLine?: boolean | undefined;
  children: ReactElement<ControlProps>;
};

/** Label, control, hint and error text, wired for screen readers. */
export function Field({ label, error, hint, reserveErrorLine, children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {(error || reserveErrorLine) && (
        <p id={errorId} className="min-h-5 text-sm font-medium text-red-700">
          {error && translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
