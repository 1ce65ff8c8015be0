import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ActionModal, type ActionModalProps } from './action-modal';
import { Button } from './button';
import { Form, type FormProps } from './form';

export type FormModalProps<Values extends FieldValues, Output> = Omit<
  ActionModalProps,
  'action' | 'children'
> &
  Pick<FormProps<Values, Output>, 'form' | 'onSubmit' | 'children' | 'className'> & {
    submitLabel: string;
    pending: boolean;
  };

/** A modal holding one `Form`; its footer has the close button and the submit button. */
export function FormModal<Values extends FieldValues, Output>({
  open,
  title,
  onClose,
  closeLabel,
  submitLabel,
  pending,
  className = 'space-y-5',
  ...form
}: FormModalProps<Values, Output>) {
  const formId = useId();
  return (
    <ActionModal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      action={
        <Button type="submit" form={formId} disabled={pending}>
          {submitLabel}
        </Button>
      }
    >
      <Form id={formId} className={className} {...form} />
    </ActionModal>
  );
}
