import { formatDateTime, formatMoney } from '@giro/shared/locale-format';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';

/** Money owed back on a cancelled paid transfer, and whether it was sent. */
export function RefundNotice({ refund }: Pick<TransferDetail, 'refund'>) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  if (refund === null) return null;
  const amount = formatMoney(refund.amount, refund.currency, language);
  return (
    <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200">
      {refund.refunded_at === null
        ? t('refund.owed', { amount })
        : t('refund.sent', { amount, date: formatDateTime(refund.refunded_at, language) })}
    </p>
  );
}
