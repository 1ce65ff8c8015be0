import { useTranslation } from 'react-i18next';
import { WarningIcon } from '@/components/ui/icons';

export type NetworkWarningProps = { currency: string; chain: string };

/** The network to send on, said plainly: a payment on another network is lost. */
export function NetworkWarning({ currency, chain }: NetworkWarningProps) {
  const { t } = useTranslation('crypto');
  return (
    <div className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="text-sm">
        <p className="font-semibold">{t('network.title', { chain })}</p>
        <p className="mt-1">{t('network.warning', { currency, chain })}</p>
      </div>
    </div>
  );
}
