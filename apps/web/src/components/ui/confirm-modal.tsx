import { useTranslation } from 'react-i18next';
import { ActionModal, type ActionModalProps } from './action-modal';
import { Button } from './button';

export type ConfirmModalProps = Omit<ActionModalProps, 'action'> & {
  onConfirm: () => void;
  /** Disables 'Aceptar' while the confirmed action runs. */
  pending?: boolean;
};

/** The generic confirmation with 'Cerrar' and 'Aceptar' (spec §2). */
export function ConfirmModal({ onConfirm, pending, ...modal }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <ActionModal
      {...modal}
      action={
        <Button onClick={onConfirm} disabled={pending}>
          {t('actions.accept')}
        </Button>
      }
    />
  );
}
