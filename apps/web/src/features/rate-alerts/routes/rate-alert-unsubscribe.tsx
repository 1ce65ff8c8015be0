import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { useAppStore } from '@/lib/store/app-store';
import { useUnsubscribeRateAlert } from '../api/unsubscribe-rate-alert';
import { alertText } from '../lib/alert-text';

/**
 * /rate-alerts/unsubscribe?token=…: the link of every alert mail, no sign-in needed. It asks for
 * a click rather than unsubscribing on load, so a mail scanner opening the link changes nothing.
 */
export function RateAlertUnsubscribeRoute() {
  const { t } = useTranslation('rate-alerts');
  const language = useAppStore((state) => state.language);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribeRateAlert();
  const done = unsubscribe.data;
  return (
    <Page title={t('unsubscribe.title')}>
      <div className="max-w-xl space-y-4">
        {done ? (
          <p role="status" className="text-slate-800">
            {done.alert
              ? t('unsubscribe.done', { alert: alertText(done.alert, t, language) })
              : done.message}
          </p>
        ) : (
          <>
            <p className="text-slate-700">{t('unsubscribe.lead')}</p>
            {unsubscribe.isError && (
              <p role="alert" className="font-medium text-red-700">
                {unsubscribe.error.message}
              </p>
            )}
            <Button
              disabled={token === '' || unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('unsubscribe.confirm')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
