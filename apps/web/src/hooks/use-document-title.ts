import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Preguntas frecuentes · Giro"; follows language changes. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('documentTitle', { page, brand: t('brand') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
