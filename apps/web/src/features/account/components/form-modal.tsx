import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ActionModal, type ActionModalProps } from '@/components/ui/action-modal';
import { Button } from '@/components/ui/button';
import { Form, type FormProps } from '@/components/ui/form';

export type FormModalProps<Values extends FieldValues, Output> = Omit<
  ActionModalProps,
  'action' | 'children'
> &
  Pick<FormProps<Values, Output>, 'form' | 'onSubmit' | 'children'> & {
    submitLabel: string;
    pending: boolean;
  };

/** A modal holding one form; its footer has 'Cerrar' and the submit button. */
export function FormModal<Values extends FieldValues, Output>({
  open,
  title,
  onClose,
  submitLabel,
  pending,
  ...form
}: FormModalProps<Values, Output>) {
  const formId = useId();
  return (
    <ActionModal
      open={open}
      title={title}
      onClose={onClose}
      action={
        <Button type="submit" form={formId} disabled={pending}>
          {submitLabel}
        </Button>
      }
    >
      <Form id={formId} className="space-y-5" {...form} />
    </ActionModal>
  );
}
