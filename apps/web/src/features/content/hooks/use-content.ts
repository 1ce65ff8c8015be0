import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/use-site';
import type { ContentPages } from '../lib/content-schemas';

type ContentParams = { operator: string; domain: string; email: string };

/** The operator data the page texts interpolate, with stand-ins for settings left empty. */
function useContentParams(): ContentParams {
  const { t } = useTranslation('content');
  const site = useSite().data;
  const domain = site?.domain_name || window.location.hostname;
  return {
    operator: site?.operator.name || domain,
    domain,
    email: site?.operator.email || t('common.emailFallback'),
  };
}

/**
 * A page's whole text from the `content` catalogue, interpolated with the operator's data. Its
 * shape is checked in both languages by content-schemas.test.ts, not on every render: zod would
 * cost the page its weight and its first render a parse of the whole text.
 */
export function useContent<Key extends keyof ContentPages>(key: Key): ContentPages[Key] {
  const { t } = useTranslation('content');
  const params = useContentParams();
  return t(key, { returnObjects: true, ...params }) as ContentPages[Key];
}
