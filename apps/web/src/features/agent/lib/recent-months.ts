/** How far back the month filter reaches; older transfers are in the CSV without a month. */
const monthsBack = 24;

/** "2026-11", "2026-10", …: the current UTC month and the ones before it, newest first. */
export function recentMonths(now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: monthsBack }, (_, back) => {
    const date = new Date(Date.UTC(year, month - back, 1));
    return date.toISOString().slice(0, 7);
  });
}
