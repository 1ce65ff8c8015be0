import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** The contact (and optionally FAQ) buttons of a page's closing band. */
export function ContentLinks({ withFaq = false }: { withFaq?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Link to={paths.contact.path} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
        {t('common.contactAction')}
        <ArrowRightIcon className="size-4" />
      </Link>
      {withFaq && (
        <Link to={paths.faq.path} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('common.faqAction')}
        </Link>
      )}
    </>
  );
}
