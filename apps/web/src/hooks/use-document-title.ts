import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '@/lib/document-title';
import { siteQueryOptions } from '@/lib/use-site';

/** "Preguntas frecuentes · Giro Envíos"; follows language changes. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  // The operator's name when the page has it; a title is no reason to ask the server.
  const site = useQuery({ ...siteQueryOptions(), enabled: false }).data;
  const title = documentTitle(t, page, site?.operator.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
