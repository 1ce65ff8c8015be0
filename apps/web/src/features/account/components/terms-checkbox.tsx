import { type ComponentProps, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/i18n';
import { linkClasses } from './link-button';

export type TermsCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { name: string };

/**
 * The required "I am 18 or older and accept the terms" box of a `Form`; the terms open in a new
 * tab.
 */
export function TermsCheckbox(props: TermsCheckboxProps) {
  const { t } = useTranslation('account');
  const error = useFieldError(props.name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{
              terms: (
                <Link
                  to={paths.terms.path}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={`${id}-new-tab`}
                  className={linkClasses}
                />
              ),
            }}
          />
          <span id={`${id}-new-tab`} className="sr-only">
            {t('newTab')}
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
