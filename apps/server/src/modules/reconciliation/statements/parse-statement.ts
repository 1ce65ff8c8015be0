import type { CsvMapping } from '@giro/shared/reconciliation/csv-mapping';
import { parseCamt053 } from './camt053.ts';
import { parseCsvStatement } from './csv-statement.ts';
import { parseNorma43 } from './norma43.ts';
import { parseOfx } from './ofx.ts';
import type { ParsedStatement } from './statement-draft.ts';
import { StatementProblem } from './statement-problem.ts';
import { statementText } from './statement-text.ts';

/** More movements than this in one file is a statement to split (one transaction holds them). */
const maxStatementLines = 20_000;

interface StatementSource {
  bytes: Uint8Array;
  /** The receiving account's saved CSV columns, if any. */
  csvMapping: CsvMapping | null;
  /** The receiving account's currency: a CSV without a currency column is in it. */
  currency: string;
}

/** Control characters no text statement has (tab, line breaks and form feed aside). */
function looksBinary(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 9 || (code > 13 && code < 32)) return true;
  }
  return false;
}

function read(text: string, source: StatementSource): ParsedStatement {
  const head = text.slice(0, 4096);
  const start = head.trimStart();
  if (/<\?OFX|^OFXHEADER:|<OFX>/i.test(start)) return parseOfx(text);
  if (start.startsWith('<')) return parseCamt053(text);
  if (/^11\d{30}/.test(start) && (start.split(/\r?\n/)[0] ?? '').trimEnd().length <= 80) {
    return parseNorma43(text);
  }
  if (looksBinary(head)) throw new StatementProblem(null, 'unknown_format');
  if (source.csvMapping === null) throw new StatementProblem(null, 'csv_mapping_missing');
  return parseCsvStatement(text, source.csvMapping, source.currency);
}

/**
 * A statement file read whole, its format told by its content (camt.053, OFX/QFX, Norma 43,
 * else a CSV read with the account's saved columns). Any problem is a `StatementProblem`
 * naming the line, and nothing of the file is kept.
 */
export function parseStatement(source: StatementSource): ParsedStatement {
  if (source.bytes.length === 0) throw new StatementProblem(null, 'empty_file');
  const statement = read(statementText(source.bytes), source);
  if (statement.lines.length > maxStatementLines) {
    throw new StatementProblem(null, 'too_many_lines', { max: String(maxStatementLines) });
  }
  return statement;
}
