import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmModalProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** Disables 'Aceptar' while the confirmed action runs. */
  pending?: boolean;
};

/** The generic confirmation with 'Cerrar' and 'Aceptar' (spec §2). */
export function ConfirmModal({
  open,
  title,
  children,
  onConfirm,
  onClose,
  pending,
}: ConfirmModalProps) {
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
          <Button onClick={onConfirm} disabled={pending}>
            {t('actions.accept')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
