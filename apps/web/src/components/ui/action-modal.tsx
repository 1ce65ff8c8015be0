import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export type ActionModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The primary button, shown after 'Cerrar'. */
  action: ReactNode;
  children: ReactNode;
};

/** A modal whose footer holds 'Cerrar' and one primary action. */
export function ActionModal({ open, title, onClose, action, children }: ActionModalProps) {
  const { t } = useTranslation();
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
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}
