import { readFileSync } from 'node:fs';
import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import { parseStatement } from '../../src/modules/reconciliation/statements/parse-statement.ts';
import { StatementProblem } from '../../src/modules/reconciliation/statements/statement-problem.ts';

const folder = new URL('./fixtures/', import.meta.url);

/** A statement file of `fixtures/`, as bytes. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(new URL(name, folder));
}

/** A fixture's text with `from` replaced by `to` (a broken copy), as UTF-8 bytes. */
export function alteredFixture(name: string, from: string | RegExp, to: string): Buffer {
  const text = fixtureBytes(name).toString('latin1');
  const altered = text.replace(from, to);
  if (altered === text) throw new Error(`${String(from)} is not in ${name}`);
  return Buffer.from(altered, 'latin1');
}

export function parse(bytes: Uint8Array, csvMapping: CsvMapping | null = null, currency = 'USD') {
  return parseStatement({ bytes, csvMapping, currency });
}

/** The problem a file is refused with: its line, code and parameters. */
export function problemOf(bytes: Uint8Array, csvMapping: CsvMapping | null = null) {
  try {
    parse(bytes, csvMapping);
  } catch (error) {
    if (error instanceof StatementProblem) {
      return { line: error.line, problem: error.problem, params: error.params };
    }
    throw error;
  }
  throw new Error('the statement was read without a problem');
}
