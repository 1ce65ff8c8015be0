import { moneyArrived } from '@giro/shared/orders/order-status';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Page } from '@/components/ui/page';
import { getHref, paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { useDownloadReceipt } from '../api/download-receipt';
import { useTransfer } from '../api/get-transfer';
import { CancelTransferButton } from '../components/cancel-transfer-button';
import { DeliveryProofButton } from '../components/delivery-proof-button';
import { DetailList } from '../components/detail-list';
import { HoldNotice } from '../components/hold-notice';
import { type PaymentSlot, PendingPayment } from '../components/pending-payment';
import { ProofUpload } from '../components/proof-upload';
import { RefundNotice } from '../components/refund-notice';
import { SendAgainLink } from '../components/send-again-link';
import { TransferClaims } from '../components/transfer-claims';
import { TransferTimeline } from '../components/transfer-timeline';
import { canSendAgain } from '../lib/send-again';
import { amountRows, cryptoRows, receiverRows } from '../lib/transfer-rows';

type TransferViewProps = {
  detail: TransferDetail;
  receivedAt: number;
  onConfirmed: () => void;
  Payment: PaymentSlot;
};

function TransferView({ detail, receivedAt, onConfirmed, Payment }: TransferViewProps) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  const download = useDownloadReceipt(detail.reference);
  // A receipt says "paid": only money that arrived has one. Unpaid orders show how to pay.
  const paid = moneyArrived(detail.status);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={detail.status} hold={detail.hold} />
        {canSendAgain(detail.status) && <SendAgainLink reference={detail.reference} />}
        {paid && (
          <>
            <Link
              to={getHref(paths.transferReceipt.path, { reference: detail.reference })}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('detail.receipt')}
            </Link>
            <Button
              variant="secondary"
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('detail.downloadPdf')}
            </Button>
          </>
        )}
        {detail.delivery_proof && <DeliveryProofButton reference={detail.reference} />}
        {detail.can_cancel && (
          <CancelTransferButton reference={detail.reference} until={detail.cancel_until} />
        )}
      </div>
      <HoldNotice hold={detail.hold} />
      <RefundNotice refund={detail.refund} />
      <PendingPayment
        detail={detail}
        receivedAt={receivedAt}
        onConfirmed={onConfirmed}
        Payment={Payment}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <DetailList title={t('detail.amounts')} rows={amountRows(detail, t, language)} />
        {detail.crypto && (
          <DetailList title={t('detail.crypto')} rows={cryptoRows(detail.crypto, t, language)} />
        )}
        <DetailList title={t('detail.receiver')} rows={receiverRows(detail, t)} />
        <TransferTimeline history={detail.history} />
        {/* Unpaid, the proof goes with "I have paid" in the payment panel above. */}
        {detail.accepts_proof && detail.payment === null && (
          <ProofUpload reference={detail.reference} hasProof={detail.has_proof} />
        )}
        <TransferClaims
          reference={detail.reference}
          claims={detail.claims}
          can_claim={detail.can_claim}
        />
      </div>
    </div>
  );
}

/**
 * /profile/transfers/:reference: one of the sender's orders; an unpaid one is paid here with
 * `Payment`, which the app composes from the checkout's parts.
 */
export function TransferDetailRoute({ Payment }: { Payment: PaymentSlot }) {
  const { t } = useTranslation('transfers');
  const { reference = '' } = useParams();
  const { data, isPending, isError, dataUpdatedAt, refetch } = useTransfer(reference);
  return (
    <Page
      title={t('detail.title', { reference })}
      lead={
        <Link to={paths.profileTransfers.path} className="text-base text-brand-700 hover:underline">
          {t('detail.back')}
        </Link>
      }
    >
      {isPending && <p className="text-slate-600">{t('loading')}</p>}
      {isError && <p className="text-red-700">{t('detail.notFound')}</p>}
      {data && (
        <TransferView
          detail={data}
          receivedAt={dataUpdatedAt}
          onConfirmed={() => void refetch()}
          Payment={Payment}
        />
      )}
    </Page>
  );
}
