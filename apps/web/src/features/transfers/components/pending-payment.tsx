import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref, paths } from '@/config/paths';

/** What the app composes in to pay an unpaid order (the checkout's and the crypto page's parts). */
export type PaymentSlotProps = {
  detail: TransferDetail & { payment: NonNullable<TransferDetail['payment']> };
  /** When the transfer was read, for the crypto countdown. */
  receivedAt: number;
  /** The sender confirmed a payment: read the transfer again. */
  onConfirmed: () => void;
};
export type PaymentSlot = ComponentType<PaymentSlotProps>;

/** Where an unpaid order is finished; a replaced one says which order took its place. */
export function PendingPayment({
  detail,
  receivedAt,
  onConfirmed,
  Payment,
}: Omit<PaymentSlotProps, 'detail'> & { detail: TransferDetail; Payment: PaymentSlot }) {
  const { t } = useTranslation('transfers');
  const { payment, replaced_by: replacedBy } = detail;
  if (replacedBy !== null) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        {t('detail.replacedBy', { reference: replacedBy })}{' '}
        <Link
          to={getHref(paths.transfer.path, { reference: replacedBy })}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('detail.replacedLink', { reference: replacedBy })}
        </Link>
      </p>
    );
  }
  if (payment === null) return null;
  return (
    <section
      aria-labelledby="pay-transfer"
      className="space-y-4 rounded-xl border border-amber-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="pay-transfer" className="text-lg font-semibold text-brand-900">
          {t('detail.pay')}
        </h2>
        <p className="text-sm text-slate-600">{t('detail.payHint')}</p>
      </div>
      <Payment detail={{ ...detail, payment }} receivedAt={receivedAt} onConfirmed={onConfirmed} />
    </section>
  );
}
