import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { PasswordInput } from './password-input';

export type PasswordPairFieldsProps = {
  /** 'Contraseña' on sign-up, 'Nueva contraseña' where one is replaced. */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmation: UseFormRegisterReturn;
  confirmationError: string | undefined;
};

/** A new password, with the policy as hint until it fails, and its confirmation. */
export function PasswordPairFields({
  passwordLabel,
  password,
  passwordError,
  confirmation,
  confirmationError,
}: PasswordPairFieldsProps) {
  const { t } = useTranslation(['account', 'validation']);
  return (
    <>
      <Field
        label={passwordLabel}
        hint={passwordError ? undefined : t('validation:password_policy')}
        error={passwordError}
      >
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...password}
        />
      </Field>
      <Field label={t('fields.confirmPassword')} error={confirmationError}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...confirmation}
        />
      </Field>
    </>
  );
}
