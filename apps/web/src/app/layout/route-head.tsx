import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSite } from '@/lib/use-site';
import { matchPageMeta, metaParams } from '../page-meta';

/**
 * Keeps the head the server wrote for the first page (plugins/web on the server) in step as the
 * visitor moves on: description, canonical and language addresses. Screens set the title.
 */
export function RouteHead() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useSite().data;

  useEffect(() => {
    const { meta, params } = matchPageMeta(pathname);
    const values = { ...metaParams(site, window.location.hostname), ...params };
    document.head
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t(meta.description, values));
    const links = document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="canonical"], link[rel="alternate"]',
    );
    for (const link of links) {
      const address = new URL(link.href);
      address.pathname = pathname;
      link.href = address.href;
    }
  }, [t, pathname, site]);
  return null;
}
