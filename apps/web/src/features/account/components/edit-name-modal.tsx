import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { updateNameBodySchema } from '@giro/shared/accounts/profile-contracts';
import { maxTextLength } from '@giro/shared/contact-info/text-fields';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { useUpdateName } from '../api/update-name';

export type EditNameModalProps = { open: boolean; user: AuthUser; onClose: () => void };

/** 'Editar' of the Nombre row: first and last name (spec §2). */
export function EditNameModal({ open, user, onClose }: EditNameModalProps) {
  const { t } = useTranslation('account');
  const update = useUpdateName(onClose);
  const form = useZodForm(updateNameBodySchema, {
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });
  const { reset } = form;

  // Every opening starts from the saved name, not from an earlier, abandoned edit.
  useEffect(() => {
    if (open) reset({ first_name: user.first_name, last_name: user.last_name });
  }, [open, user, reset]);

  return (
    <FormModal
      open={open}
      title={t('profile.name.modalTitle')}
      onClose={onClose}
      form={form}
      onSubmit={(body) => update.mutate(body)}
      submitLabel={t('profile.save')}
      pending={update.isPending}
    >
      <FormField label={t('fields.firstName')}>
        <Input
          autoComplete="given-name"
          maxLength={maxTextLength}
          {...form.register('first_name')}
        />
      </FormField>
      <FormField label={t('fields.lastName')}>
        <Input
          autoComplete="family-name"
          maxLength={maxTextLength}
          {...form.register('last_name')}
        />
      </FormField>
    </FormModal>
  );
}
