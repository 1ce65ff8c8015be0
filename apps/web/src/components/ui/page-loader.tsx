import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code and data load. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
