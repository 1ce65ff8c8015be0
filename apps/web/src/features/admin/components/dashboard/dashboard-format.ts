import type { Language } from '@giro/shared/i18n';
import { formatDateTime, intlLocales } from '@giro/shared/locale-format';
import { useAppStore } from '@/lib/store/app-store';
import { useMoney } from '../../lib/use-money';

const units = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** "2 h 15 min" / "2 hr 15 min": the two largest units of a duration, as Intl spells them. */
export function formatDuration(seconds: number, language: Language): string {
  const locale = intlLocales[language];
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit }).format(amount));
    }
    if (parts.length === 2) break;
    // "2 d" rather than "2 d 0 h 5 min": past the largest unit, only the next one is read.
    if (parts.length === 1 && amount === 0) break;
  }
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/** `part / whole` as a percentage ("25 %", "25%"), or null when there is no whole. */
function formatShare(part: number, whole: number, language: Language): string | null {
  if (whole === 0) return null;
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(part / whole);
}

/** The dashboard's formatters in the console's language. */
export function useDashboardFormat() {
  const language = useAppStore((state) => state.language);
  const money = useMoney();
  const locale = intlLocales[language];
  const counts = new Intl.NumberFormat(locale);
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    language,
    count: (value: number) => counts.format(value),
    money: (amount: string, currency: string) => money(amount, currency),
    share: (part: number, whole: number) => formatShare(part, whole, language),
    duration: (seconds: number) => formatDuration(seconds, language),
    /** A UTC day as tables show it ("20 nov 2026"). */
    day: (day: string) =>
      formatDateTime(utcMidnight(day), language, { dateStyle: 'medium', timeZone: 'UTC' }),
    /** A UTC day on a chart's axis ("20 nov"). */
    dayTick: (day: string) => shortDay.format(utcMidnight(day)),
  };
}
