import { type FormEvent, useId } from 'react';
import { ActionModal, type ActionModalProps } from '@/components/ui/action-modal';
import { Button } from '@/components/ui/button';

export type FormModalProps = Omit<ActionModalProps, 'action'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
};

/** A modal holding one form; its footer has 'Cerrar' and the submit button. */
export function FormModal({ onSubmit, submitLabel, pending, children, ...modal }: FormModalProps) {
  const formId = useId();
  return (
    <ActionModal
      {...modal}
      action={
        <Button type="submit" form={formId} disabled={pending}>
          {submitLabel}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        {children}
      </form>
    </ActionModal>
  );
}
