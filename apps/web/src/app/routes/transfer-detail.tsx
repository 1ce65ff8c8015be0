import { formatMoney } from '@giro/shared/locale-format';
import { UnpaidOrderPanel } from '@/features/checkout/components/unpaid-order-panel';
import { CryptoOrderCard } from '@/features/crypto/components/crypto-order-card';
import type { PaymentSlotProps } from '@/features/transfers/components/pending-payment';
import { TransferDetailRoute } from '@/features/transfers/routes/transfer-detail';
import { useAppStore } from '@/lib/store/app-store';

/** An unpaid order's payment: the crypto page's card for a wallet, the checkout's panels otherwise. */
function UnpaidOrderPayment({ detail, receivedAt, onConfirmed }: PaymentSlotProps) {
  const language = useAppStore((state) => state.language);
  const { payment } = detail;
  if (payment.kind === 'wallet') {
    return (
      <CryptoOrderCard
        order={{
          reference: detail.reference,
          amount: payment.crypto_amount,
          expiresAt: payment.expires_at,
          receivedAt,
        }}
        wallet={payment.wallet}
        currency={detail.payment_currency}
      />
    );
  }
  return (
    <UnpaidOrderPanel
      reference={detail.reference}
      method={detail.method}
      payment={payment}
      amount={formatMoney(detail.total, detail.pricing_currency, language)}
      onConfirmed={onConfirmed}
    />
  );
}

/** A transfer's page, where an unpaid order is also paid. */
export function TransferDetailWithPaymentRoute() {
  return <TransferDetailRoute Payment={UnpaidOrderPayment} />;
}
