import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export type ActionModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The primary button, shown after the close button. */
  action: ReactNode;
  /** The close button's text; 'Cerrar' unless the caller's catalogue says otherwise. */
  closeLabel?: string | undefined;
  children: ReactNode;
};

/** A modal whose footer holds a close button and one primary action. */
export function ActionModal({
  open,
  title,
  onClose,
  action,
  closeLabel,
  children,
}: ActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel ?? t('actions.close')}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}
