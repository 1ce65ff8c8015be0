import { formatRate } from '@giro/shared/locale-format';
import type { RateAlert } from '@giro/shared/rate-alerts/rate-alert-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store/app-store';
import { useDeleteRateAlert } from '../api/delete-rate-alert';
import { useRateAlerts } from '../api/get-rate-alerts';
import { alertText } from '../lib/alert-text';
import { RateAlertForm } from './rate-alert-form';

function RateAlertItem({ alert }: { alert: RateAlert }) {
  const { t } = useTranslation('rate-alerts');
  const language = useAppStore((state) => state.language);
  const remove = useDeleteRateAlert();
  const text = alertText(alert, t, language);
  const rate = alert.rate
    ? t('list.today', {
        rate: formatRate(alert.rate, alert.currency, alert.destination_currency, language),
      })
    : t('list.off');
  const notified =
    alert.notified_at &&
    t('list.notified', {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
        new Date(alert.notified_at),
      ),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold text-slate-900">{text}</p>
        <p className="text-sm text-slate-600">{[rate, notified].filter(Boolean).join(' · ')}</p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={remove.isPending}
        onClick={() => remove.mutate(alert.id)}
        aria-label={t('list.delete', { alert: text })}
      >
        {t('list.deleteShort')}
      </Button>
    </li>
  );
}

/** 'Alertas de tasa' in the profile: the sender's alerts and a form for one more. */
export function RateAlertsPanel() {
  const { t } = useTranslation('rate-alerts');
  const { data, isPending, isError } = useRateAlerts();
  if (isPending) return <p className="p-5 text-slate-600">{t('loading')}</p>;
  if (isError) return <p className="p-5 text-red-700">{t('loadError')}</p>;
  const full = data.items.length >= data.limit;
  return (
    <div className="space-y-6 p-5">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">{t('title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      </div>
      {data.items.length === 0 ? (
        <p className="text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t('list.label')}>
          {data.items.map((alert) => (
            <RateAlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        {t('list.count', { count: data.items.length, limit: data.limit })}
      </p>
      {full ? (
        <p className="text-slate-700">{t('form.full', { limit: data.limit })}</p>
      ) : data.corridors.length > 0 ? (
        <RateAlertForm corridors={data.corridors} />
      ) : (
        <p className="text-slate-700">{t('form.noCorridors')}</p>
      )}
    </div>
  );
}
