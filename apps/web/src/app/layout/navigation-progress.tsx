import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../transition-router';

/**
 * A thin bar under the header while the next screen's code, catalogues or guard are on their way
 * (the previous screen stays meanwhile). It fades in late, so a fast link shows nothing.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (!useNavigationPending()) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      className="navigation-progress fixed inset-x-0 top-header z-50 h-0.5 bg-accent-500"
    />
  );
}
