import { formatDateTime } from '@giro/shared/locale-format';
import { useAppStore } from '@/lib/store/app-store';

/** Formats an ISO timestamp in the console's language: short date, time with seconds. */
export function useDateTime(): (iso: string) => string {
  const language = useAppStore((state) => state.language);
  return (iso) => formatDateTime(iso, language, { dateStyle: 'short', timeStyle: 'medium' });
}

/** Formats a calendar day (`YYYY-MM-DD`, a statement's booking day) in the console's language. */
export function useDay(): (day: string) => string {
  const language = useAppStore((state) => state.language);
  return (day) =>
    formatDateTime(`${day}T00:00:00Z`, language, { dateStyle: 'short', timeZone: 'UTC' });
}
