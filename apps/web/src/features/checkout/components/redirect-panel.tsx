import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';

export type RedirectPanelProps = {
  /** The gateway's name as senders know it. */
  name: string;
  /** The total, formatted with its currency: what the gateway will charge. */
  amount: string;
  onPay: () => void;
};

/** Airtm and Payeer: the total first, then the gateway's form when the sender presses pay. */
export function RedirectPanel({ name, amount, onPay }: RedirectPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('gateway.willPay', { amount, method: name })}</p>
      <Button size="lg" onClick={onPay}>
        {t('gateway.pay', { amount, method: name })}
        <ArrowRightIcon className="size-5" />
      </Button>
    </div>
  );
}
