import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Why the transfer cannot be paid yet: under review, or waiting for the sender's identity. */
export function HoldNotice({ hold }: Pick<TransferDetail, 'hold'>) {
  const { t } = useTranslation('transfers');
  if (hold === null) return null;
  // Held while no sanctions list was in force: to the sender, the same review.
  const shown = hold === 'screening_unavailable' ? 'sanctions' : hold;
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p className="font-medium">{t(`hold.${shown}.title`)}</p>
      <p className="mt-1 text-sm">{t(`hold.${shown}.text`)}</p>
      {hold === 'identity' && (
        <Link to={paths.profileIdentity.path} className={`mt-3 ${buttonClasses({ size: 'sm' })}`}>
          {t('hold.identity.action')}
        </Link>
      )}
    </div>
  );
}
