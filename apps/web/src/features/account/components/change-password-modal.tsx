import { passwordPolicy } from '@giro/shared/accounts/password-limits';
import {
  type UpdatePasswordBodyInput,
  updatePasswordBodySchema,
} from '@giro/shared/accounts/profile-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { useUpdatePassword } from '../api/update-password';
import { PasswordInput } from './password-input';
import { PasswordPairFields } from './password-pair-fields';

const empty: UpdatePasswordBodyInput = { current_password: '', password: '', confirm: '' };

export type ChangePasswordModalProps = { open: boolean; onClose: () => void };

/**
 * 'Cambiar' of the Contraseña row: the current password (Giro's addition, so a session left open
 * cannot take the account over), the new one and its confirmation (spec §2, §5).
 */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(['account', 'validation']);
  const form = useZodForm(updatePasswordBodySchema, { defaultValues: empty });
  const update = useUpdatePassword(onClose, (message) =>
    form.setError('current_password', { message }, { shouldFocus: true }),
  );
  const { reset } = form;

  // A password typed earlier must not wait in a closed dialog for the next opening.
  useEffect(() => {
    if (!open) reset(empty);
  }, [open, reset]);

  return (
    <FormModal
      open={open}
      title={t('profile.password.modalTitle')}
      onClose={onClose}
      form={form}
      onSubmit={(body) => update.mutate(body)}
      submitLabel={t('profile.save')}
      pending={update.isPending}
    >
      <FormField label={t('fields.currentPassword')}>
        <PasswordInput
          autoComplete="current-password"
          maxLength={passwordPolicy.maxLength}
          {...form.register('current_password')}
        />
      </FormField>
      <PasswordPairFields
        passwordLabel={t('fields.newPassword')}
        password={form.register('password')}
        confirmation={form.register('confirm')}
      />
    </FormModal>
  );
}
