import type { ReceivingAccount } from '@giro/shared/orders/create-order-contracts';
import type { ReceivingAccountMethod } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { BankAccountDetails } from './bank-account-details';
import { FiatConfirmForm } from './fiat-confirm-form';
import { OrderReferenceField } from './order-reference-field';

export type FiatPaymentPanelProps = {
  method: ReceivingAccountMethod;
  account: ReceivingAccount;
  reference: string;
  /** The cart's total, formatted with its currency. */
  amount: string;
  onConfirmed?: () => void;
};

type AccountProps = Omit<FiatPaymentPanelProps, 'onConfirmed'>;

/** Zelle or PayPal: the operator's account (email or phone) and its holder. */
function AccountToPay({ method, account, reference, amount }: AccountProps) {
  const { t } = useTranslation('checkout');
  return (
    <section className="space-y-3">
      <h3 className="font-semibold text-brand-900">
        {t('fiat.payTo', { amount, method: t(`methods.${method}.name`) })}
      </h3>
      <CopyField
        label={t('fiat.account', { method: account.label })}
        value={account.account}
        copyLabel={t('copy.account')}
        copyText={t('copy.action')}
        copiedText={t('copy.accountDone')}
        failedText={t('copy.accountFailed')}
      />
      {account.holder && (
        <p className="text-sm text-slate-600">{t('fiat.holder', { holder: account.holder })}</p>
      )}
      <OrderReferenceField reference={reference} />
      <p className="text-sm text-slate-600">{t('fiat.referenceHint')}</p>
    </section>
  );
}

/**
 * Zelle, PayPal or bank transfer: the operator's account to pay and the reference, then the
 * same "I have paid" step for all three.
 */
export function FiatPaymentPanel({ onConfirmed, ...payment }: FiatPaymentPanelProps) {
  const { method, account, reference, amount } = payment;
  return (
    <div className="space-y-6">
      {method === 'transferencia' ? (
        <BankAccountDetails account={account} reference={reference} amount={amount} />
      ) : (
        <AccountToPay {...payment} />
      )}
      <div className="border-t border-slate-100 pt-5">
        <FiatConfirmForm method={method} reference={reference} onConfirmed={onConfirmed} />
      </div>
    </div>
  );
}
