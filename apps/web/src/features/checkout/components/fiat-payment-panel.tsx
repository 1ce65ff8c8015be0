import type { ReceivingAccount } from '@giro/shared/orders/create-order-contracts';
import type { ReceivingAccountMethod } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { FiatConfirmForm } from './fiat-confirm-form';
import { OrderReferenceField } from './order-reference-field';

export type FiatPaymentPanelProps = {
  method: Exclude<ReceivingAccountMethod, 'transferencia'>;
  account: ReceivingAccount;
  reference: string;
  /** The cart's total, formatted with its currency. */
  amount: string;
  onConfirmed?: () => void;
};

/** Zelle or PayPal: the operator's account to pay and the reference, then the confirmation. */
export function FiatPaymentPanel({
  method,
  account,
  reference,
  amount,
  onConfirmed,
}: FiatPaymentPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-6">
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
      <div className="border-t border-slate-100 pt-5">
        <FiatConfirmForm method={method} reference={reference} onConfirmed={onConfirmed} />
      </div>
    </div>
  );
}
