import type { CsvDateFormat, CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import { parse } from 'csv-parse/sync';
import type { ParsedStatement, StatementLineDraft } from './statement-draft.ts';
import { StatementProblem } from './statement-problem.ts';
import {
  calendarDate,
  cleanText,
  joinMemo,
  readCurrency,
  readSignedAmount,
  type SignedAmount,
} from './statement-values.ts';

const delimiters = [',', ';', '\t'] as const;

const datePatterns: Record<CsvDateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  // [year, month, day] capture indexes
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: [3, 2, 1] },
};

function csvDate(cell: string, format: CsvDateFormat, line: number): string {
  const { pattern, order } = datePatterns[format];
  // A date-time cell ("03/04/2024 10:15:00") counts by its day.
  const value = cell.trim().split(/[ T]/)[0] ?? '';
  const match = pattern.exec(value);
  if (match === null) throw new StatementProblem(line, 'bad_date', { value: cell, format });
  const [year, month, day] = order.map((index) => Number(match[index]));
  return calendarDate({ year: year ?? 0, month: month ?? 0, day: day ?? 0 }, cell, format, line);
}

/**
 * An amount as banks' spreadsheets write it: "1,050.00", "-45.00", "(45.00)", "$105.00",
 * "45.00-", or with a decimal comma "1.050,00 €". Thousands separators and symbols go; the
 * rest must be a plain decimal.
 */
function csvAmount(cell: string, separator: CsvMapping['decimal_separator'], line: number) {
  let text = cell.trim();
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/-\s*$/.test(text)) {
    negative = true;
    text = text.replace(/-\s*$/, '');
  }
  text = text.replace(/[^\d.,+-]/g, '');
  text = separator === '.' ? text.replaceAll(',', '') : text.replaceAll('.', '').replace(',', '.');
  if (!/\d/.test(text)) throw new StatementProblem(line, 'bad_amount', { value: cell });
  try {
    const amount = readSignedAmount(text, line);
    return negative ? { ...amount, direction: 'debit' as const } : amount;
  } catch (problem) {
    if (problem instanceof StatementProblem && problem.problem === 'bad_amount') {
      throw new StatementProblem(line, 'bad_amount', { value: cell });
    }
    throw problem;
  }
}

const normal = (header: string) => header.trim().toLowerCase();

/** Every header the mapping names, as the file must write them. */
function mappedColumns(mapping: CsvMapping): string[] {
  const { date, amount, credit, debit, currency, payer, transaction_id, status, memo } = mapping;
  return [date, amount, credit, debit, currency, payer, transaction_id, status, ...memo].filter(
    (column) => column !== '',
  );
}

/** The delimiter of the header line: the candidate it holds most of. */
function delimiterOf(source: string, dateColumn: string): string {
  const header =
    source.split(/\r?\n/).find((line) => normal(line).includes(normal(dateColumn))) ?? source;
  const counts = delimiters.map((delimiter) => header.split(delimiter).length);
  return delimiters[counts.indexOf(Math.max(...counts))] ?? ',';
}

interface Row {
  cells: string[];
  line: number;
}

function readRows(source: string, delimiter: string): Row[] {
  try {
    const records: unknown[] = parse(source, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      info: true,
    });
    // csv-parse's types do not describe the `{ record, info }` pairs `info: true` gives.
    const pairs = records as { record: string[]; info: { lines: number } }[];
    return pairs.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    throw new StatementProblem(lines ?? null, 'csv_syntax', { detail: String(message) });
  }
}

/** The first row holding every mapped column, and where each is. */
function headerOf(rows: Row[], mapping: CsvMapping) {
  const wanted = mappedColumns(mapping);
  let fewestMissing = wanted;
  for (const [index, row] of rows.entries()) {
    const headers = row.cells.map(normal);
    const missing = wanted.filter((column) => !headers.includes(normal(column)));
    if (missing.length === 0) {
      const at = (column: string) => (column === '' ? -1 : headers.indexOf(normal(column)));
      return { index, at };
    }
    if (missing.length < fewestMissing.length) fewestMissing = missing;
  }
  throw new StatementProblem(null, 'csv_header', { missing: fewestMissing.join(', ') });
}

function amountOf(
  cell: (column: string) => string,
  mapping: CsvMapping,
  line: number,
): SignedAmount {
  if (mapping.amount !== '')
    return csvAmount(cell(mapping.amount), mapping.decimal_separator, line);
  const credit = cell(mapping.credit);
  if (/[1-9]/.test(credit)) {
    return {
      direction: 'credit',
      amount: csvAmount(credit, mapping.decimal_separator, line).amount,
    };
  }
  const debit = mapping.debit === '' ? '' : cell(mapping.debit);
  if (debit.trim() === '' && credit.trim() === '') {
    throw new StatementProblem(line, 'missing_field', { field: mapping.credit });
  }
  const value = debit.trim() === '' ? credit : debit;
  return { direction: 'debit', amount: csvAmount(value, mapping.decimal_separator, line).amount };
}

/**
 * A bank's or PayPal's CSV read with the receiving account's saved column mapping. Rows above
 * the header (a summary) are skipped, as are rows without a date (totals) and rows whose status
 * is not accepted; every other row must read whole, or the file is refused naming its line.
 */
export function parseCsvStatement(
  source: string,
  mapping: CsvMapping,
  accountCurrency: string,
): ParsedStatement {
  const rows = readRows(source, delimiterOf(source, mapping.date));
  const { index, at } = headerOf(rows, mapping);
  const accepted = new Set(mapping.accepted_statuses.map(normal));
  const lines: StatementLineDraft[] = [];
  for (const { cells, line } of rows.slice(index + 1)) {
    const cell = (column: string) => cells[at(column)] ?? '';
    if (cell(mapping.date).trim() === '') continue;
    if (mapping.status !== '' && !accepted.has(normal(cell(mapping.status)))) continue;
    const currency = mapping.currency === '' ? '' : cell(mapping.currency);
    const id = mapping.transaction_id === '' ? null : cleanText(cell(mapping.transaction_id));
    lines.push({
      sourceLine: line,
      bookedOn: csvDate(cell(mapping.date), mapping.date_format, line),
      valueOn: null,
      ...amountOf(cell, mapping, line),
      currency: currency.trim() === '' ? accountCurrency : readCurrency(currency, line),
      payerName: mapping.payer === '' ? null : cleanText(cell(mapping.payer)),
      memo: joinMemo(mapping.memo.map(cell)),
      bankTransactionId: id,
      details: mapping.status === '' ? {} : { status: cell(mapping.status).trim() },
    });
  }
  const days = lines.map((entry) => entry.bookedOn).sort();
  return {
    format: 'csv',
    variant: 'CSV',
    accountIdentifier: null,
    periodFrom: days[0] ?? null,
    periodTo: days.at(-1) ?? null,
    lines,
  };
}
