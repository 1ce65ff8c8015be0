import { isReceivingAccountMethod, type PaymentMethod } from '@giro/shared/orders/payment-methods';
import type { AccountPayment } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { ContinueToPay } from './continue-to-pay';
import { FiatPaymentPanel } from './fiat-payment-panel';

export type UnpaidOrderPanelProps = {
  reference: string;
  method: PaymentMethod;
  /** How it is still paid: the operator's account, or the gateway's page. */
  payment: AccountPayment | { kind: 'gateway' };
  /** The order's total, formatted with its currency. */
  amount: string;
  onConfirmed: () => void;
};

/**
 * An order the sender left unpaid, finished from its page in 'Mis envíos': Zelle, PayPal and a
 * bank transfer show the account and take "I have paid", a gateway a fresh link to its page.
 */
export function UnpaidOrderPanel({
  reference,
  method,
  payment,
  amount,
  onConfirmed,
}: UnpaidOrderPanelProps) {
  const { t } = useTranslation('checkout');
  if (payment.kind === 'gateway' || !isReceivingAccountMethod(method)) {
    return <ContinueToPay reference={reference} name={t(`methods.${method}.name`)} />;
  }
  return (
    <FiatPaymentPanel
      method={method}
      account={payment.account}
      reference={reference}
      amount={amount}
      onConfirmed={onConfirmed}
    />
  );
}
