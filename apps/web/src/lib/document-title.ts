import type { TFunction } from 'i18next';

/** "Preguntas frecuentes · Giro Envíos": a page's title, then the operator's name. */
export function documentTitle(t: TFunction, page: string, operatorName: string | undefined) {
  return t('common:documentTitle', { page, brand: operatorName || t('common:brand') });
}
