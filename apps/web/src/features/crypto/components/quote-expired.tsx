import { cryptoPaymentWindowMinutes } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { homeHref, paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';

/** The 10 minutes are over: this price no longer holds, so the transfer is priced again. */
export function QuoteExpired({ reference }: { reference: string }) {
  const { t } = useTranslation('crypto');
  const freelancer = useAppStore((state) => state.freelancer);
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
      <p className="flex items-center gap-2.5 text-lg font-semibold">
        <ClockIcon className="size-6 shrink-0" />
        {t('expired.title')}
      </p>
      <p className="mt-2 text-sm">{t('expired.text', { minutes: cryptoPaymentWindowMinutes })}</p>
      <p className="mt-2 text-sm">{t('expired.paid', { reference })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={homeHref(freelancer)} className={buttonClasses()}>
          {t('expired.recalculate')}
        </Link>
        <Link to={paths.contact.path} className={buttonClasses({ variant: 'secondary' })}>
          {t('expired.contact')}
        </Link>
      </div>
    </div>
  );
}
