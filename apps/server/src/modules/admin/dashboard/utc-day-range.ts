import type { DateRangeQuery } from '@giro/shared/admin/dashboard-contracts';

const dayMs = 24 * 60 * 60 * 1000;

/** Instants as ISO strings: `start` included, `end` excluded. */
export interface InstantRange {
  start: string;
  end: string;
}

/** The UTC days `from` to `to`, both whole: from `from`'s midnight to the midnight after `to`. */
export function utcDayRange({ from, to }: DateRangeQuery): InstantRange {
  return {
    start: new Date(`${from}T00:00:00.000Z`).toISOString(),
    end: new Date(Date.parse(`${to}T00:00:00.000Z`) + dayMs).toISOString(),
  };
}
