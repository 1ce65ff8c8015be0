import type { AccountSecurity, Passkey } from '@giro/shared/accounts/second-factor-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { addPasskey, removePasskey } from '../api/passkeys';
import { useSecurityMutation } from '../api/use-security-mutation';
import { type RequestStepUp, withStepUp } from '../lib/step-up';
import { PasskeyButton } from './passkey-button';
import { SecuritySection } from './security-section';
import { useSecurityDate } from './use-security-date';

export type PasskeysSectionProps = {
  security: AccountSecurity;
  requestStepUp: RequestStepUp;
  /** New recovery codes to show (the account's first second factor). */
  onRecoveryCodes: (codes: string[]) => void;
};

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t } = useTranslation('security');
  const date = useSecurityDate();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{passkey.name}</p>
        <p className="text-sm text-slate-600">
          {t('passkeys.createdAt', { date: date(passkey.created_at) })} ·{' '}
          {passkey.last_used_at
            ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) })
            : t('passkeys.neverUsed')}
          {passkey.backed_up && ` · ${t('passkeys.synced')}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('passkeys.removeLabel', { name: passkey.name })}
        onClick={onRemove}
      >
        {t('passkeys.remove')}
      </Button>
    </li>
  );
}

/** The account's passkeys: add one on this device, remove one (step-up when it is guarded). */
export function PasskeysSection({
  security,
  requestStepUp,
  onRecoveryCodes,
}: PasskeysSectionProps) {
  const { t } = useTranslation('security');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const add = useSecurityMutation({
    mutationFn: () => withStepUp(requestStepUp, addPasskey),
    done: t('passkeys.added'),
    onDone: ({ recovery_codes }) => recovery_codes && onRecoveryCodes(recovery_codes),
    reportErrors: false,
  });
  const remove = useSecurityMutation({
    mutationFn: (id: string) => withStepUp(requestStepUp, () => removePasskey(id)),
    done: t('passkeys.removed'),
    onDone: () => setRemoving(null),
  });

  return (
    <SecuritySection
      title={t('passkeys.title')}
      text={security.staff ? t('passkeys.staffText') : t('passkeys.text')}
      action={<PasskeyButton label={t('passkeys.add')} size="sm" run={() => add.mutateAsync()} />}
    >
      {security.passkeys.length === 0 ? (
        <p className="text-sm text-slate-500">{t('passkeys.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {security.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      <ConfirmModal
        open={removing !== null}
        title={t('passkeys.confirmRemoveTitle')}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
        pending={remove.isPending}
      >
        {t('passkeys.confirmRemoveText', { name: removing?.name ?? '' })}
      </ConfirmModal>
    </SecuritySection>
  );
}
