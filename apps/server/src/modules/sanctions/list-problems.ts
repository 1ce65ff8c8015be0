import type { Language } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';

/** Why a file is not Treasury's list (with the line, when one is to blame). */
export type FileProblem = { line?: number } & (
  | { kind: 'not_csv' | 'no_entries' | 'repeated_number' | 'entry_number' | 'no_name' | 'gzip' }
  | { kind: 'columns'; count: number }
);

/** Why the list could not be downloaded from the operator's URL. */
export type FetchProblem =
  | { kind: 'http'; status: number }
  | { kind: 'unreachable'; cause: string }
  | { kind: 'timeout' | 'too_large' };

type Words = {
  [Kind in (FileProblem | FetchProblem)['kind']]: (
    problem: Extract<FileProblem | FetchProblem, { kind: Kind }>,
  ) => string;
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
    http: ({ status }) => `el servidor respondió ${status}`,
    unreachable: ({ cause }) => `no se pudo conectar con el servidor (${cause})`,
    timeout: () => 'el servidor no respondió en 60 segundos',
    too_large: () => 'el archivo pasa de 40 MB',
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
    http: ({ status }) => `the server answered ${status}`,
    unreachable: ({ cause }) => `the server could not be reached (${cause})`,
    timeout: () => 'the server did not answer within 60 seconds',
    too_large: () => 'the file is over 40 MB',
  },
};

/** The problem as the console shows it, in `language`. */
export function describeProblem(problem: FileProblem | FetchProblem, language: Language): string {
  const said = words[language];
  const describe = said[problem.kind] as (problem: FileProblem | FetchProblem) => string;
  const line = 'line' in problem && problem.line !== undefined ? said.line(problem.line) : '';
  return `${line}${describe(problem)}`;
}

/** 422: the file is not the list; nothing was imported. */
export const sanctionsFileInvalid = (problem: FileProblem) =>
  new AppError(422, 'sanctions_file_invalid', {
    params: (language) => ({ reason: describeProblem(problem, language) }),
  });

/** 502: the operator's URL did not give a file; the list in force stays. */
export const sanctionsFetchFailed = (url: string, problem: FetchProblem) =>
  new AppError(502, 'sanctions_fetch_failed', {
    params: (language) => ({ url, reason: describeProblem(problem, language) }),
  });
