import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';

export type GatewayPanelProps = {
  /** The gateway's name as senders know it. */
  name: string;
  /** The payment link (TropiPay, Ducapp) once the order exists. */
  url: string;
};

/** TropiPay and Ducapp: the order is ready; the sender continues on the gateway's page. */
export function GatewayPanel({ name, url }: GatewayPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('gateway.ready', { method: name })}</p>
      <a href={url} className={buttonClasses({ size: 'lg' })}>
        {t('gateway.continue', { method: name })}
        <ArrowRightIcon className="size-5" />
      </a>
    </div>
  );
}
