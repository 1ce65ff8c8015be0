import type { FieldValues } from 'react-hook-form';
import { FormModal, type FormModalProps } from '@/components/ui/form-modal';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type FormDialogProps<Values extends FieldValues, Output> = Omit<
  FormModalProps<Values, Output>,
  'closeLabel' | 'submitLabel' | 'className'
>;

/** A console form in a modal, with Cancel and Save under it. */
export function FormDialog<Values extends FieldValues, Output>({
  pending,
  ...modal
}: FormDialogProps<Values, Output>) {
  const { t } = useAdminTranslation();
  return (
    <FormModal
      {...modal}
      pending={pending}
      closeLabel={t('actions.cancel')}
      submitLabel={pending ? t('actions.saving') : t('actions.save')}
      className="space-y-4"
    />
  );
}
