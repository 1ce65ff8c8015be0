import type { Wallet } from '@giro/shared/orders/checkout-data-contracts';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { QrCode } from '@/components/ui/qr-code';

export type WalletAddressProps = { wallet: Wallet; currency: string; reference: string };

/** The operator's address as a QR code and as text, and the order's reference, both copyable. */
export function WalletAddress({ wallet, currency, reference }: WalletAddressProps) {
  const { t } = useTranslation('crypto');
  return (
    <div className="grid items-start gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <QrCode
        value={wallet.address}
        label={t('address.qr', { currency })}
        className="mx-auto size-40 rounded-lg ring-1 ring-slate-200"
      />
      <div className="space-y-3">
        <CopyField
          label={t('address.label', { chain: wallet.chain })}
          value={wallet.address}
          copyLabel={t('copy.address')}
          copyText={t('copy.action')}
          copiedText={t('copy.addressDone')}
          failedText={t('copy.addressFailed')}
          breakAll
        />
        <CopyField
          label={t('reference.label')}
          value={reference}
          copyLabel={t('copy.reference')}
          copyText={t('copy.action')}
          copiedText={t('copy.referenceDone')}
          failedText={t('copy.referenceFailed')}
        />
        <p className="text-sm text-slate-600">{t('reference.hint')}</p>
      </div>
    </div>
  );
}
