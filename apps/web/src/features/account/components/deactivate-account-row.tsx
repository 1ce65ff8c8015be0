import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { passwordPolicy } from '@giro/shared/accounts/password-limits';
import { passwordInput } from '@giro/shared/accounts/password-policy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { useDeactivateAccount } from '../api/deactivate-account';
import { PasswordInput } from './password-input';
import { ProfileRow } from './profile-row';

const confirmationSchema = z.object({ password: passwordInput });
const empty = { password: '' };

/**
 * 'Desactivar cuenta': explanation, button and the spec's confirmation, which asks for the
 * password (Giro's addition: a session left open cannot close the account).
 */
export function DeactivateAccountRow({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['account', 'common', 'validation']);
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(confirmationSchema, { defaultValues: empty });
  const deactivate = useDeactivateAccount((message) =>
    form.setError('password', { message }, { shouldFocus: true }),
  );
  const { reset } = form;

  useEffect(() => {
    if (!confirming) reset(empty);
  }, [confirming, reset]);

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
      <FormModal
        open={confirming}
        title={t('profile.deactivate.confirmTitle')}
        onClose={() => setConfirming(false)}
        form={form}
        onSubmit={({ password }) => deactivate.mutate({ user, password })}
        submitLabel={t('common:actions.accept')}
        pending={deactivate.isPending}
      >
        <p>{t('profile.deactivate.confirmText')}</p>
        <p className="font-semibold text-slate-900">{t('profile.deactivate.confirmQuestion')}</p>
        <FormField label={t('fields.currentPassword')}>
          <PasswordInput
            autoComplete="current-password"
            maxLength={passwordPolicy.maxLength}
            {...form.register('password')}
          />
        </FormField>
      </FormModal>
    </ProfileRow>
  );
}
