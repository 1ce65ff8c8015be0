import { parse } from 'csv-parse/sync';
import { describeProblem, type FileProblem } from './list-problems.ts';

/** What the list says an entry is; Treasury leaves the type empty for entities. */
export const sdnEntryTypes = ['individual', 'entity', 'vessel', 'aircraft'] as const;
type SdnEntryType = (typeof sdnEntryTypes)[number];

/** One row of Treasury's `sdn.csv`, with its empty cells (`-0-`) as null. */
export interface SdnEntry {
  /** Treasury's entry number (`ent_num`), stable across versions of the list. */
  entNum: number;
  /** As published: "LAST, First" for individuals. */
  name: string;
  type: SdnEntryType;
  /** Sanctions programs, e.g. `CUBA`, `SDNT`. */
  programs: string[];
  title: string | null;
  /** Dates and places of birth, passports, aliases (`a.k.a. 'NAME'`), and more. */
  remarks: string | null;
}

/** A file that is not Treasury's sdn.csv: the import stops and names the line. */
export class SdnFileError extends Error {
  constructor(readonly problem: FileProblem) {
    super(describeProblem(problem, 'en'));
  }
}

const columns = 12;
// Treasury's file ends with a DOS end-of-file byte (Ctrl-Z).
const endOfFile = String.fromCharCode(26);
const empty = '-0-';

function cell(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === empty ? null : text;
}

function entryType(value: string | null): SdnEntryType {
  if (value === null) return 'entity';
  const type = value.toLowerCase();
  return (sdnEntryTypes as readonly string[]).includes(type) ? (type as SdnEntryType) : 'entity';
}

function entryOf(record: string[], line: number): SdnEntry {
  if (record.length < columns)
    throw new SdnFileError({ kind: 'columns', line, count: record.length });
  const entNum = Number(cell(record[0]));
  if (!Number.isSafeInteger(entNum) || entNum <= 0) {
    throw new SdnFileError({ kind: 'entry_number', line });
  }
  const name = cell(record[1]);
  if (name === null) throw new SdnFileError({ kind: 'no_name', line });
  return {
    entNum,
    name,
    type: entryType(cell(record[2])),
    programs: (cell(record[3]) ?? '').split('] [').map((program) => program.trim()),
    title: cell(record[4]),
    remarks: cell(record[11]),
  };
}

/**
 * Treasury's `sdn.csv` (no header; 12 columns; `-0-` for an empty cell; the file may end with a
 * end-of-file byte). Throws `SdnFileError` for anything else, so a wrong file never replaces
 * the list the orders are screened against.
 */
export function parseSdnCsv(text: string): SdnEntry[] {
  const trimmed = text.trimEnd();
  const body = trimmed.endsWith(endOfFile) ? trimmed.slice(0, -1) : trimmed;
  let records: string[][];
  try {
    records = parse(body, { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new SdnFileError({ kind: 'not_csv', ...(line !== undefined && { line }) });
  }
  if (records.length === 0) throw new SdnFileError({ kind: 'no_entries' });
  const entries = records.map((record, index) => entryOf(record, index + 1));
  const numbers = new Set(entries.map((entry) => entry.entNum));
  if (numbers.size !== entries.length) throw new SdnFileError({ kind: 'repeated_number' });
  return entries;
}
