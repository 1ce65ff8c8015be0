import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/use-site';

/**
 * Says on every page, storefront and console, that payments are test payments while the
 * server's payment sandbox is on: nobody should take a demo for the real service.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  if (!site?.demo) return null;
  return (
    <p
      role="note"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950 print:hidden"
    >
      {t('demoBanner')}
    </p>
  );
}
