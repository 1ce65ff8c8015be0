import { formatDateTime } from '@giro/shared/locale-format';
import type { Operator } from '@giro/shared/site-data';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppStore } from '@/lib/store/app-store';
import { useSite } from '@/lib/use-site';
import { useTransfer } from '../api/get-transfer';
import { DetailList } from '../components/detail-list';
import { amountRows, receiverRows } from '../lib/transfer-rows';

function Receipt({ detail, operator }: { detail: TransferDetail; operator: Operator }) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const contact = [operator.email, operator.phone].filter(Boolean).join(', ');
  const header = [
    [t('receipt.reference'), detail.reference],
    [t('receipt.date'), formatDateTime(detail.created_at, language)],
    [t('receipt.status'), t(`statuses.${detail.status}`)],
  ] as const;
  return (
    <article className="mx-auto max-w-3xl space-y-8 bg-white p-8 print:p-0">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">
            {t('receipt.title', { reference: detail.reference })}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            {t('receipt.operator')}:{' '}
            {[operator.name, operator.address, contact].filter(Boolean).join(' · ')}
          </p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </header>
      <DetailList title={t('detail.title', { reference: detail.reference })} rows={header} />
      <DetailList title={t('detail.amounts')} rows={amountRows(detail, t, language)} />
      <DetailList title={t('detail.receiver')} rows={receiverRows(detail, t)} />
      <section>
        <h2 className="text-lg font-semibold text-brand-900">{t('receipt.rights')}</h2>
        <p className="mt-2 text-sm text-slate-700">
          {t('receipt.rightsText', { operator: operator.name, contact })}
        </p>
      </section>
    </article>
  );
}

/** /profile/transfers/:reference/receipt: the printable receipt of an order. */
export function TransferReceiptRoute() {
  const { t } = useTranslation('transfers');
  const { reference = '' } = useParams();
  useDocumentTitle(t('receipt.title', { reference }));
  const transfer = useTransfer(reference);
  const site = useSite();
  if (transfer.isError) return <p className="p-8 text-red-700">{t('detail.notFound')}</p>;
  if (!transfer.data || !site.data) return <p className="p-8 text-slate-600">{t('loading')}</p>;
  return <Receipt detail={transfer.data} operator={site.data.operator} />;
}
