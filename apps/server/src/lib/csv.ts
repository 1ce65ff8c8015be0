/** A value a CSV cell can hold; null and undefined are written as an empty cell. */
export type CsvValue = string | number | bigint | null | undefined;

// Spreadsheets run a cell starting with these as a formula (CSV injection, OWASP).
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One RFC 4180 cell: quoted when it holds a quote, comma or line break, and prefixed with `'`
 * when a text starts like a formula. Numbers are never prefixed: they cannot be formulas.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, cells joined by commas and ended by CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
