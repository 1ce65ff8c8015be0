/** Business days are Havana's (spec §9): Monday to Friday. */
const havana = 'America/Havana';

function havanaDate(instant: Date): Date {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: havana }).format(instant);
  return new Date(`${text}T00:00:00Z`);
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/**
 * The latest day the money is available when paid at `paidAt` with a delivery option of
 * `businessDays`: that many business days after the payment's Havana day (a payment on a
 * weekend counts from Monday). YYYY-MM-DD.
 */
export function availableOn(paidAt: Date, businessDays: number): string {
  const day = havanaDate(paidAt);
  while (isWeekend(day)) day.setUTCDate(day.getUTCDate() + 1);
  for (let left = businessDays; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The sender's cancellation right: this long after paying, while not delivered. */
export const cancelMinutes = 30;
