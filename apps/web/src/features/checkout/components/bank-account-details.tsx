import type { ReceivingAccount } from '@giro/shared/orders/create-order-contracts';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { OrderReferenceField } from './order-reference-field';

export type BankAccountDetailsProps = {
  account: ReceivingAccount;
  reference: string;
  /** The order's total, formatted with its currency. */
  amount: string;
};

/** Bank transfer: the operator's account, its holder and bank, and the reference for the concept. */
export function BankAccountDetails({ account, reference, amount }: BankAccountDetailsProps) {
  const { t } = useTranslation('checkout');
  const lines = [
    account.holder && t('fiat.holder', { holder: account.holder }),
    account.bank_name && t('transfer.bank', { bank: account.bank_name }),
    account.swift && t('transfer.swift', { swift: account.swift }),
  ].filter(Boolean);
  return (
    <section className="space-y-3">
      <h3 className="font-semibold text-brand-900">{t('transfer.payTo', { amount })}</h3>
      <CopyField
        label={t('transfer.account')}
        value={account.account}
        copyLabel={t('copy.account')}
        copyText={t('copy.action')}
        copiedText={t('copy.accountDone')}
        failedText={t('copy.accountFailed')}
        breakAll
      />
      {lines.map((line) => (
        <p key={line} className="text-sm text-slate-600">
          {line}
        </p>
      ))}
      <OrderReferenceField reference={reference} />
      <p className="text-sm text-slate-600">{t('fiat.referenceHint')}</p>
    </section>
  );
}
