import type { ReceivingAccount } from '@giro/shared/orders/create-order-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { FiatPaymentPanel } from './fiat-payment-panel';

export type BankTransferPanelProps = {
  /** The order once the mail was requested: its reference and the account to pay. */
  order: { reference: string; account: ReceivingAccount } | null;
  /** The order's total, formatted with its currency. */
  amount: string;
  pending: boolean;
  onRequest: () => void;
};

/**
 * Bank transfer: the order is created, and its instructions mailed, only on request; then the
 * account to transfer to and the "I have paid" step, as for Zelle and PayPal.
 */
export function BankTransferPanel({ order, amount, pending, onRequest }: BankTransferPanelProps) {
  const { t } = useTranslation('checkout');
  if (order === null) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('transfer.text')}</p>
        <Button size="lg" onClick={onRequest} disabled={pending}>
          <MailIcon className="size-5" />
          {pending ? t('transfer.requesting') : t('transfer.request')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p
        role="status"
        className="flex gap-2.5 rounded-xl bg-accent-50 p-4 text-sm font-medium text-accent-700 ring-1 ring-accent-300"
      >
        <MailIcon className="mt-px size-5 shrink-0" />
        {t('transfer.sent')}
      </p>
      <FiatPaymentPanel method="transferencia" {...order} amount={amount} />
    </div>
  );
}
