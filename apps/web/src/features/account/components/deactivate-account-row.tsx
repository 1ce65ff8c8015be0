import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeactivateAccount } from '../api/deactivate-account';
import { ProfileRow } from './profile-row';

/** 'Desactivar cuenta': explanation, button and the spec's confirmation (spec §2). */
export function DeactivateAccountRow({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateAccount();
  return (
    <ProfileRow
      title={t('profile.deactivate.title')}
      action={
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('profile.deactivate.action')}
        </Button>
      }
    >
      <p className="text-sm">{t('profile.deactivate.text')}</p>
      <ConfirmModal
        open={confirming}
        title={t('profile.deactivate.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={() => deactivate.mutate(user)}
        pending={deactivate.isPending}
      >
        <div className="space-y-3">
          <p>{t('profile.deactivate.confirmText')}</p>
          <p className="font-semibold text-slate-900">{t('profile.deactivate.confirmQuestion')}</p>
        </div>
      </ConfirmModal>
    </ProfileRow>
  );
}
