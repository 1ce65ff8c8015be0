import { formatCrypto } from '@giro/shared/locale-format';
import type { Wallet } from '@giro/shared/orders/checkout-data-contracts';
import { cryptoPaymentWindowMinutes } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { NetworkWarning } from './network-warning';
import { PaymentCountdown } from './payment-countdown';
import { QuoteExpired } from './quote-expired';
import { TxidForm } from './txid-form';
import { WalletAddress } from './wallet-address';

const paymentWindowMs = cryptoPaymentWindowMinutes * 60_000;

type CryptoOrder = {
  reference: string;
  /** What to send, in `currency`, with 8 decimals (shown in the coin's own precision). */
  amount: string;
  /** The order's price lock (ISO), when the server gave one. */
  expiresAt: string | null;
  /** When the order reached the page (epoch ms). */
  receivedAt: number;
};

export type CryptoOrderCardProps = { order: CryptoOrder; wallet: Wallet; currency: string };

/** Where and how much to send, until when, and the TXID once sent. */
export function CryptoOrderCard({ order, wallet, currency }: CryptoOrderCardProps) {
  const { t } = useTranslation('crypto');
  const language = useAppStore((state) => state.language);
  // Never more than the window, even if this device's clock runs behind the server's.
  const windowEnd = order.receivedAt + paymentWindowMs;
  const deadline = order.expiresAt ? Math.min(Date.parse(order.expiresAt), windowEnd) : windowEnd;
  const secondsLeft = useSecondsLeft(deadline);

  if (secondsLeft === 0) return <QuoteExpired reference={order.reference} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <img src={wallet.icon} alt="" className="size-12 shrink-0" />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t('amount.label')}</p>
            <p className="font-mono text-2xl font-bold break-all text-brand-900">
              {formatCrypto(order.amount, currency, language)}
            </p>
          </div>
        </div>
        <PaymentCountdown seconds={secondsLeft} />
      </div>
      <NetworkWarning currency={currency} chain={wallet.chain} />
      <WalletAddress wallet={wallet} currency={currency} reference={order.reference} />
      <section className="space-y-3 border-t border-slate-100 pt-5">
        <h2 className="font-semibold text-brand-900">{t('txid.title')}</h2>
        <TxidForm reference={order.reference} />
      </section>
    </div>
  );
}
