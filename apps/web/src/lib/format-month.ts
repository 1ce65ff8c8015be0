import type { Language } from '@giro/shared/i18n';
import { intlLocales } from '@giro/shared/locale-format';

/** "2026-11" → "noviembre de 2026" / "November 2026": a calendar month (UTC) as a reader says it. */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
