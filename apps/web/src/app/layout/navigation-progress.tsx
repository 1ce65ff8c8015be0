import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar under the header while the next screen's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      className="fixed inset-x-0 top-header z-50 h-0.5 animate-pulse bg-accent-500"
    />
  );
}
