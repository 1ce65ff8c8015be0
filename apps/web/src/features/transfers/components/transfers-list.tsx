import { formatCrypto, formatDateTime, formatMoney } from '@giro/shared/locale-format';
import type { TransferSummary } from '@giro/shared/transfers/transfer-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { getHref, paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { useTransfers } from '../api/get-transfers';
import { canSendAgain } from '../lib/send-again';
import { SendAgainLink } from './send-again-link';

function TransferRow({ transfer }: { transfer: TransferSummary }) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
      <div className="min-w-0">
        <Link
          to={getHref(paths.transfer.path, { reference: transfer.reference })}
          aria-label={t('list.view', { reference: transfer.reference })}
          className="font-semibold text-brand-800 hover:underline"
        >
          {transfer.reference}
        </Link>
        <p className="text-sm text-slate-600">
          {formatDateTime(transfer.created_at, language)} · {transfer.receiver_name}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="font-medium text-slate-900">
          {formatMoney(transfer.total, transfer.pricing_currency, language)}
          {transfer.crypto && (
            <span className="block text-sm font-normal text-slate-600">
              {t('list.crypto', {
                amount: formatCrypto(transfer.crypto.amount, transfer.crypto.coin, language),
                network: transfer.crypto.network,
              })}
            </span>
          )}
        </span>
        <OrderStatusBadge status={transfer.status} hold={transfer.hold} />
        {canSendAgain(transfer.status) && (
          <SendAgainLink reference={transfer.reference} size="sm" />
        )}
      </div>
    </li>
  );
}

/** 'Mis envíos': the sender's orders, newest first, a page at a time. */
export function TransfersList() {
  const { t } = useTranslation('transfers');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useTransfers(page);
  if (isPending) return <p className="p-5 text-slate-600">{t('loading')}</p>;
  if (isError) return <p className="p-5 text-red-700">{t('loadError')}</p>;
  if (data.total === 0) return <p className="p-5 text-slate-600">{t('empty')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <div>
      <ul className="divide-y divide-slate-200">
        {data.items.map((transfer) => (
          <TransferRow key={transfer.reference} transfer={transfer} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center justify-between border-t border-slate-200 px-5 py-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('list.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('list.page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('list.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
