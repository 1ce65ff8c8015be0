import type { IdentityState } from '@giro/shared/compliance/identity-contracts';
import { formatCalendarDate, formatDateTime, formatMoney } from '@giro/shared/locale-format';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';

const tones = {
  verified: 'bg-emerald-50 text-emerald-950 ring-emerald-200',
  pending: 'bg-sky-50 text-sky-950 ring-sky-200',
  action: 'bg-amber-50 text-amber-950 ring-amber-200',
} as const;

/** Where the sender's verification stands, in one sentence, and why it is asked. */
export function IdentityStatus({ state }: { state: IdentityState }) {
  const { t } = useTranslation('identity');
  const language = useAppStore((s) => s.language);
  const { latest } = state;
  const threshold = formatMoney(state.threshold.amount, state.threshold.currency, language);
  let tone: keyof typeof tones = 'action';
  let text = t('status.none', { threshold });
  if (state.verified && latest) {
    tone = 'verified';
    text = t('status.verified', { date: formatCalendarDate(latest.document_expiry, language) });
  } else if (latest?.status === 'pending') {
    tone = 'pending';
    text = t('status.pending', { date: formatDateTime(latest.submitted_at, language) });
  } else if (latest?.status === 'rejected') {
    text = t('status.rejected', { reason: latest.reason ?? '-' });
  } else if (latest?.expired) {
    text = t('status.expired');
  }
  return (
    <div role="status" className={`rounded-xl p-4 ring-1 ${tones[tone]}`}>
      <p className="font-medium">{text}</p>
      {state.required && !state.verified && (
        <p className="mt-1 text-sm">{t('status.required', { threshold })}</p>
      )}
    </div>
  );
}
