import { useAppStore } from '@/lib/store/app-store';

const dateLocales = { es: 'es-ES', en: 'en-US' } as const;

/** Formats an ISO timestamp in the console's language: short date, time with seconds. */
export function useDateTime(): (iso: string) => string {
  const language = useAppStore((state) => state.language);
  const format = new Intl.DateTimeFormat(dateLocales[language], {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso) => format.format(new Date(iso));
}
