import type { Receipt } from '@giro/shared/transfers/receipt-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { getHref, paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-error';
import { useDownloadReceipt } from '../api/download-receipt';
import { useReceipt } from '../api/get-receipt';
import { DetailList } from '../components/detail-list';

function ReceiptView({ receipt, mark }: { receipt: Receipt; mark: ReactNode }) {
  const { t } = useTranslation('transfers');
  const download = useDownloadReceipt(receipt.reference);
  return (
    <article className="mx-auto max-w-3xl min-w-0 space-y-8 bg-white px-4 py-8 sm:px-8 print:p-0">
      <Link
        to={paths.profileTransfers.path}
        className="text-sm text-brand-700 hover:underline print:hidden"
      >
        {t('detail.back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          {mark}
          <div className="min-w-0 break-words">
            <p className="text-lg font-bold text-brand-900">{receipt.operator.name}</p>
            <ul className="text-sm text-slate-600">
              {receipt.operator.contact.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
          <Button
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('detail.downloadPdf')}
          </Button>
        </div>
      </header>
      <h1 className="text-2xl font-bold break-words text-brand-900">{receipt.title}</h1>
      {receipt.sections.map((section) => (
        <DetailList
          key={section.title}
          title={section.title}
          rows={section.rows.map((row) => [row.label, row.value] as const)}
        />
      ))}
      {receipt.notices.map((notice) => (
        <section key={notice.title}>
          <h2 className="text-lg font-semibold text-brand-900">{notice.title}</h2>
          <p className="mt-2 text-sm break-words text-slate-700">{notice.text}</p>
        </section>
      ))}
      <p className="text-xs text-slate-500">{receipt.issued}</p>
    </article>
  );
}

/**
 * /profile/transfers/:reference/receipt: the printable receipt, the same content the PDF prints
 * (both come from GET /api/orders/:reference/receipt). `mark` is the operator's logo.
 */
export function TransferReceiptRoute({ mark }: { mark: ReactNode }) {
  const { t } = useTranslation('transfers');
  const { reference = '' } = useParams();
  const receipt = useReceipt(reference);
  useDocumentTitle(receipt.data?.title ?? t('detail.title', { reference }));
  if (receipt.isError) {
    // 409: the order exists but no money arrived, and the server says so; else it is not found.
    const unpaid = receipt.error instanceof ApiError && receipt.error.status === 409;
    return (
      <div className="space-y-4 p-8">
        <p className={unpaid ? 'text-slate-800' : 'text-red-700'}>
          {unpaid ? receipt.error.message : t('detail.notFound')}
        </p>
        <Link
          to={getHref(paths.transfer.path, { reference })}
          className="text-sm text-brand-700 hover:underline"
        >
          {t('detail.backToTransfer', { reference })}
        </Link>
      </div>
    );
  }
  if (!receipt.data) return <p className="p-8 text-slate-600">{t('loading')}</p>;
  return <ReceiptView receipt={receipt.data} mark={mark} />;
}
