import { passwordPolicy } from '@giro/shared/accounts/password-policy';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

export type PasswordPairFieldsProps = {
  /** 'Contraseña' on sign-up, 'Nueva contraseña' where one is replaced. */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
};

/**
 * A new password, with the policy as hint until it fails, and its confirmation, whose error line
 * is kept so that the box or button below does not move when it appears on blur.
 */
export function PasswordPairFields({
  passwordLabel,
  password,
  confirmation,
}: PasswordPairFieldsProps) {
  const { t } = useTranslation(['account', 'validation']);
  const passwordFailed = useFieldError(password.name) !== undefined;
  return (
    <>
      <FormField
        label={passwordLabel}
        hint={passwordFailed ? undefined : t('validation:password_policy')}
      >
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...password}
        />
      </FormField>
      <FormField label={t('fields.confirmPassword')} reserveErrorLine>
        <PasswordInput
          autoComplete="new-password"
          maxLength={passwordPolicy.maxLength}
          {...confirmation}
        />
      </FormField>
    </>
  );
}
