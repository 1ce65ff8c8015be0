import type { FieldValues } from 'react-hook-form';
import { FormModal, type FormModalProps } from '@/components/ui/form-modal';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type FormDialogProps<Values extends FieldValues, Output> = Omit<
  FormModalProps<Values, Output>,
  'closeLabel' | 'submitLabel' | 'className'
> & {
  /** What the submit button says when the form does more than save (e.g. sends a mail). */
  submitLabel?: { idle: string; pending: string };
};

/** A console form in a modal, with Cancel and Save (or `submitLabel`) under it. */
export function FormDialog<Values extends FieldValues, Output>({
  pending,
  submitLabel,
  ...modal
}: FormDialogProps<Values, Output>) {
  const { t } = useAdminTranslation();
  const labels = submitLabel ?? { idle: t('actions.save'), pending: t('actions.saving') };
  return (
    <FormModal
      {...modal}
      pending={pending}
      closeLabel={t('actions.cancel')}
      submitLabel={pending ? labels.pending : labels.idle}
      className="space-y-4"
    />
  );
}
