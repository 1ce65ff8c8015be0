/** 605 → "10:05": minutes and seconds, both with two digits. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
