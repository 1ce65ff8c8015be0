import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldOrder, isHoldCode } from '@/components/held-order';
import { OrderRefusal } from '@/components/order-refusal';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Busy } from '@/components/ui/busy';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import type { CartItem } from '@/lib/store/app-state';
import { useAppStore } from '@/lib/store/app-store';
import { useCryptoOrder } from '../api/create-crypto-order';
import { useWalletAddress } from '../api/get-wallet-address';
import { CryptoOrderCard } from './crypto-order-card';

/** A failed load, said in red, with a button to ask again. */
function RetryBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('crypto');
  return (
    <ErrorBox
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </ErrorBox>
  );
}

/** Loads the wallet and creates the order together, then shows what to pay (or why not). */
export function CryptoPayment({ item }: { item: CartItem }) {
  const { t } = useTranslation('crypto');
  const freelancer = useAppStore((state) => state.freelancer);
  const wallet = useWalletAddress(item.currency, freelancer);
  const order = useCryptoOrder(item);
  // The alert is acknowledged once per failure; the box under it stays with a retry.
  const [acknowledged, setAcknowledged] = useState<Error | null>(null);

  if (order.isError) {
    return (
      <>
        <RetryBox message={t('unavailable')} onRetry={() => void order.refetch()} />
        <AlertDialog
          message={order.error === acknowledged ? null : order.error.message}
          title={t('alert.title')}
          onClose={() => setAcknowledged(order.error)}
        />
      </>
    );
  }
  if (order.data?.error) {
    const { message, code } = order.data.result;
    return <OrderRefusal message={message} code={code} recalculateLabel={t('recalculate')} />;
  }
  if (wallet.isError) {
    return <RetryBox message={wallet.error.message} onRetry={() => void wallet.refetch()} />;
  }
  const result = order.data?.result;
  if (result && isHoldCode(result.code)) {
    const labels = {
      reference: t('held.reference'),
      transfer: t('held.transfer'),
      identity: t('held.identity'),
    };
    const { message, code, reference } = result;
    return <HeldOrder message={message} code={code} reference={reference} labels={labels} />;
  }
  if (!result?.crypto_amount || !wallet.data) return <Busy label={t('preparing')} />;
  return (
    <CryptoOrderCard
      order={{
        reference: result.reference,
        amount: result.crypto_amount,
        expiresAt: result.crypto_expires_at,
        receivedAt: order.dataUpdatedAt,
      }}
      wallet={wallet.data}
      currency={item.currency}
    />
  );
}
