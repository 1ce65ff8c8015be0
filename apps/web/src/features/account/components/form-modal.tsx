import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export type FormModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
};

/** A modal holding one form; its footer has 'Cerrar' and the submit button. */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        {children}
      </form>
    </Modal>
  );
}
