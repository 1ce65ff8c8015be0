import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatCountdown } from '../lib/format-countdown';

/** Under a minute left, the timer turns red to hurry the sender. */
const lastMinute = 60;

/** The time left to pay at this price, as mm:ss. */
export function PaymentCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('crypto');
  return (
    <div
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1',
        seconds <= lastMinute
          ? 'bg-red-50 text-red-800 ring-red-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <ClockIcon className="size-4 shrink-0" />
      <span>{t('countdown.label')}</span>
      <span role="timer" className="font-mono text-base font-bold tabular-nums">
        {formatCountdown(seconds)}
      </span>
    </div>
  );
}
