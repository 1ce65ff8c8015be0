import type { Language } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';

/** Why a file is not Treasury's list (with the line, when one is to blame). */
export type FileProblem = { line?: number } & (
  | { kind: 'not_csv' | 'no_entries' | 'repeated_number' | 'entry_number' | 'no_name' | 'gzip' }
  | { kind: 'columns'; count: number }
);

type Words = {
  [Kind in FileProblem['kind']]: (problem: Extract<FileProblem, { kind: Kind }>) => string;
} & { line: (line: number) => string };

const words: Record<Language, Words> = {
  es: {
    line: (line) => `línea ${line}: `,
    not_csv: () => 'no es un archivo CSV',
    no_entries: () => 'no tiene ninguna entrada',
    repeated_number: () => 'un número de entrada se repite',
    entry_number: () => 'el número de entrada no es un número entero',
    no_name: () => 'la entrada no tiene nombre',
    columns: ({ count }) => `tiene ${count} columnas, no 12`,
    gzip: () => 'no es un archivo gzip válido',
  },
  en: {
    line: (line) => `line ${line}: `,
    not_csv: () => 'not a CSV file',
    no_entries: () => 'the file has no entries',
    repeated_number: () => 'an entry number repeats',
    entry_number: () => 'the entry number is not a whole number',
    no_name: () => 'the entry has no name',
    columns: ({ count }) => `${count} columns, not 12`,
    gzip: () => 'not a valid gzip file',
  },
};

/** The problem as the console shows it, in `language`. */
export function describeProblem(problem: FileProblem, language: Language): string {
  const said = words[language];
  const describe = said[problem.kind] as (problem: FileProblem) => string;
  const line = 'line' in problem && problem.line !== undefined ? said.line(problem.line) : '';
  return `${line}${describe(problem)}`;
}

/** 422: the file is not the list; nothing was imported. */
export const sanctionsFileInvalid = (problem: FileProblem) =>
  new AppError(422, 'sanctions_file_invalid', {
    params: (language) => ({ reason: describeProblem(problem, language) }),
  });

/**
 * 502: the settings' URL did not give a file; the list in force stays. Why is logged, never
 * said: an answer that told a refused port from a closed one would be a port scanner.
 */
export const sanctionsFetchFailed = (url: string) =>
  new AppError(502, 'sanctions_fetch_failed', { params: { url } });

/** 409: the new list has under half the entries of the one in force; the admin confirms it. */
export const sanctionsListSmaller = (entries: number, current: number) =>
  new AppError(409, 'sanctions_list_smaller', { params: { entries, current } });
