import {
  type UpdatePasswordBodyInput,
  updatePasswordBodySchema,
} from '@giro/shared/accounts/profile-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '../api/update-password';
import { FormModal } from './form-modal';
import { PasswordPairFields } from './password-pair-fields';

const empty: UpdatePasswordBodyInput = { password: '', confirm: '' };

export type ChangePasswordModalProps = { open: boolean; onClose: () => void };

/** 'Cambiar' of the Contraseña row: new password and its confirmation (spec §2, §5). */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(['account', 'validation']);
  const update = useUpdatePassword(onClose);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdatePasswordBodyInput>({
    resolver: zodResolver(updatePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  // A password typed earlier must not wait in a closed dialog for the next opening.
  useEffect(() => {
    if (!open) reset(empty);
  }, [open, reset]);

  const submit = handleSubmit((body) => update.mutate(body));
  return (
    <FormModal
      open={open}
      title={t('profile.password.modalTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('profile.save')}
      pending={update.isPending}
    >
      <PasswordPairFields
        passwordLabel={t('fields.newPassword')}
        password={register('password')}
        passwordError={errors.password?.message}
        confirmation={register('confirm')}
        confirmationError={errors.confirm?.message}
      />
    </FormModal>
  );
}
