import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

/** Shown when a screen fails to load or render (for example after a deploy removed its chunk). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Page title={t('routeError.title')} lead={t('routeError.text')}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        <Link to={paths.home.path} className={buttonClasses({ variant: 'secondary' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </Page>
  );
}
