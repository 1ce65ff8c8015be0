import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type FormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: ReactNode;
};

/** A modal holding one form, with Cancel and Save under it. */
export function FormDialog({ open, title, onClose, onSubmit, pending, children }: FormDialogProps) {
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
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
      </form>
    </Modal>
  );
}
