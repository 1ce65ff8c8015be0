import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PageNotFoundRoute() {
  const { t } = useTranslation(['content', 'common']);
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="max-w-lg text-center">
        {/* Decorative (the heading says it in words), yet text: large text's 3:1 contrast. */}
        <p
          aria-hidden="true"
          className="text-7xl font-extrabold tracking-tight text-brand-400 sm:text-8xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
        <Link to={paths.home.path} className={`${buttonClasses({ size: 'lg' })} mt-8`}>
          {t('common:actions.backHome')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
