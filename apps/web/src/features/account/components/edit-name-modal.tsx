import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import {
  type UpdateNameBodyInput,
  updateNameBodySchema,
} from '@giro/shared/accounts/profile-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateName } from '../api/update-name';
import { FormModal } from './form-modal';

export type EditNameModalProps = { open: boolean; user: AuthUser; onClose: () => void };

/** 'Editar' of the Nombre row: first and last name (spec §2). */
export function EditNameModal({ open, user, onClose }: EditNameModalProps) {
  const { t } = useTranslation('account');
  const update = useUpdateName(onClose);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateNameBodyInput>({
    resolver: zodResolver(updateNameBodySchema),
    mode: 'onTouched',
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  // Every opening starts from the saved name, not from an earlier, abandoned edit.
  useEffect(() => {
    if (open) reset({ first_name: user.first_name, last_name: user.last_name });
  }, [open, user, reset]);

  const submit = handleSubmit((body) => update.mutate(body));
  return (
    <FormModal
      open={open}
      title={t('profile.name.modalTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('profile.save')}
      pending={update.isPending}
    >
      <Field label={t('fields.firstName')} error={errors.first_name?.message}>
        <Input autoComplete="given-name" maxLength={maxTextLength} {...register('first_name')} />
      </Field>
      <Field label={t('fields.lastName')} error={errors.last_name?.message}>
        <Input autoComplete="family-name" maxLength={maxTextLength} {...register('last_name')} />
      </Field>
    </FormModal>
  );
}
