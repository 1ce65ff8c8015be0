import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSite } from '@/lib/use-site';

export type ContentParams = { operator: string; domain: string; email: string };

/** The operator data the page texts interpolate, with stand-ins for settings left empty. */
export function useContentParams(): ContentParams {
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
 * A page's whole text from the `content` catalogue, interpolated with the operator's data and
 * checked against `schema`, so a malformed catalogue fails loudly instead of rendering gaps.
 */
export function useContent<T>(key: string, schema: z.ZodType<T>): T {
  const { t } = useTranslation('content');
  const params = useContentParams();
  return schema.parse(t(key, { returnObjects: true, ...params }));
}
