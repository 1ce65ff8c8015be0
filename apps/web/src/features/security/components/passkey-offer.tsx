import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { readString, writeString } from '@/lib/storage';
import { useSecurity } from '../api/get-security';

const dismissedKey = 'passkey_offer_dismissed';

export type PasskeyOfferProps = {
  /** Where the account's security page is (/profile/security). */
  securityHref: string;
};

/**
 * After a transfer, a sender whose account has no passkey and no authenticator app is offered
 * one; 'Ahora no' hides the offer on this browser.
 */
export function PasskeyOffer({ securityHref }: PasskeyOfferProps) {
  const { t } = useTranslation('security');
  const security = useSecurity();
  const [dismissed, setDismissed] = useState(() => readString('local', dismissedKey) === 'yes');
  const data = security.data;
  if (dismissed || !data || data.staff) return null;
  if (data.passkeys.length > 0 || data.totp_enabled_at !== null) return null;
  const dismiss = () => {
    writeString('local', dismissedKey, 'yes');
    setDismissed(true);
  };
  return (
    <aside className="flex flex-wrap items-start gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
      <ShieldIcon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56 space-y-3">
        <h2 className="font-semibold text-brand-900">{t('offer.title')}</h2>
        <p className="text-sm text-slate-700">{t('offer.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={securityHref} className={buttonClasses({ size: 'sm' })}>
            {t('offer.add')}
          </Link>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            {t('offer.later')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
