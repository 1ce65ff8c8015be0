import type { Language } from '@giro/shared/i18n';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/** An ISO instant as the sender reads it, in their own time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
