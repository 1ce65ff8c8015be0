import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, type FormProps } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type FormDialogProps<Values extends FieldValues, Output> = Pick<
  FormProps<Values, Output>,
  'form' | 'onSubmit' | 'children'
> & {
  open: boolean;
  title: string;
  onClose: () => void;
  pending: boolean;
};

/** A modal holding one form, with Cancel and Save under it. */
export function FormDialog<Values extends FieldValues, Output>({
  open,
  title,
  onClose,
  pending,
  ...form
}: FormDialogProps<Values, Output>) {
  const { t } = useAdminTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? t('actions.saving') : t('actions.save')}
          </Button>
        </>
      }
    >
      <Form id={formId} className="space-y-4" {...form} />
    </Modal>
  );
}
