import {
  type UpdatePasswordBodyInput,
  updatePasswordBodySchema,
} from '@giro/shared/accounts/profile-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/ui/form';
import { FormModal } from '@/components/ui/form-modal';
import { useUpdatePassword } from '../api/update-password';
import { PasswordPairFields } from './password-pair-fields';

const empty: UpdatePasswordBodyInput = { password: '', confirm: '' };

export type ChangePasswordModalProps = { open: boolean; onClose: () => void };

/** 'Cambiar' of the Contraseña row: new password and its confirmation (spec §2, §5). */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(['account', 'validation']);
  const update = useUpdatePassword(onClose);
  const form = useZodForm(updatePasswordBodySchema, { defaultValues: empty });
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
      <PasswordPairFields
        passwordLabel={t('fields.newPassword')}
        password={form.register('password')}
        confirmation={form.register('confirm')}
      />
    </FormModal>
  );
}
