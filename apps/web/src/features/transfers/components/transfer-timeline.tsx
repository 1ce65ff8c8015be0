import { formatDateTime } from '@giro/shared/locale-format';
import type { TransferStatusEntry } from '@giro/shared/transfers/transfer-contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';

/** Each status the order took, oldest first, with its time. */
export function TransferTimeline({ history }: { history: readonly TransferStatusEntry[] }) {
  const { t } = useTranslation('transfers');
  const language = useAppStore((state) => state.language);
  return (
    <section aria-labelledby="transfer-timeline">
      <h2 id="transfer-timeline" className="text-lg font-semibold text-brand-900">
        {t('detail.timeline')}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-5">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className="relative">
            <span className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brand-600" />
            <p className="font-medium text-slate-900">{t(`statuses.${entry.status}`)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
