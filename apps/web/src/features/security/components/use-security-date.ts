import { formatDateTime } from '@giro/shared/locale-format';
import { useAppStore } from '@/lib/store/app-store';

/** "4 may 2026, 8:07": a date of the security page in the reader's language and time zone. */
export function useSecurityDate(): (iso: string) => string {
  const language = useAppStore((state) => state.language);
  return (iso) => formatDateTime(iso, language);
}
