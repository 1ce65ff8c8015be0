import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';

/** The picker's choices: three spans ending today, or the operator's own days. */
export const rangePresets = ['today', '7d', '30d'] as const;
export type RangePreset = (typeof rangePresets)[number];

export type DashboardRange = DateRangeQuery & { preset: RangePreset | 'custom' };

/** The server refuses longer ranges (dashboard-contracts.ts). */
const maxRangeDays = 366;

const dayMs = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-26": the UTC day of `now`, as the server counts days. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** Days from `from` to `to`, both included: 1 for a single day. */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** Every day of the range, in order. */
export function rangeDays({ from, to }: DateRangeQuery): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) =>
    addDays(from, index),
  );
}

export function presetRange(preset: RangePreset, now: Date): DashboardRange {
  const to = utcDay(now);
  const span = { today: 1, '7d': 7, '30d': 30 }[preset];
  return { preset, from: addDays(to, 1 - span), to };
}

/** Why a custom range can't be asked for (a catalogue key under `dashboard.range.errors`), or null. */
export function customRangeError(
  from: string,
  to: string,
): 'required' | 'order' | 'tooLong' | null {
  if (!isoDay.test(from) || !isoDay.test(to)) return 'required';
  if (from > to) return 'order';
  if (daysInRange(from, to) > maxRangeDays) return 'tooLong';
  return null;
}

/**
 * The range an address asks for: `?range=today|7d|30d`, or `?from=…&to=…` for custom days; a
 * missing or unusable one is the last 7 days.
 */
export function rangeFromParams(params: URLSearchParams, now: Date): DashboardRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (params.has('from') && customRangeError(from, to) === null) {
    return { preset: 'custom', from, to };
  }
  const preset = rangePresets.find((candidate) => candidate === params.get('range'));
  return presetRange(preset ?? '7d', now);
}

/** The address's query for a range: presets stay relative, so a bookmark keeps meaning "today". */
export function paramsForRange(range: DashboardRange): Record<string, string> {
  return range.preset === 'custom' ? { from: range.from, to: range.to } : { range: range.preset };
}
