import { ofxSgmlToXml } from './ofx-sgml.ts';
import type { ParsedStatement, StatementLineDraft } from './statement-draft.ts';
import { StatementProblem } from './statement-problem.ts';
import { linesOf } from './statement-text.ts';
import { calendarDate, cleanText, readCurrency, readSignedAmount } from './statement-values.ts';
import { child, children, parseXml, text, type XmlElement } from './xml-tree.ts';

const repeated = new Set(['STMTTRN', 'STMTTRNRS', 'CCSTMTTRNRS']);

/** An OFX date-time, `YYYYMMDD[HHMMSS[.XXX]][[offset:TZ]]`: its day as written. */
function ofxDate(value: string, line: number): string {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (match === null) throw new StatementProblem(line, 'bad_date', { value, format: 'OFX' });
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  return calendarDate({ year, month, day }, value, 'OFX', line);
}

/** OFX allows a comma as the decimal point ("105,00"); thousands separators are not allowed. */
function ofxAmount(value: string, line: number) {
  return readSignedAmount(value.includes('.') ? value : value.replace(',', '.'), line);
}

function required(node: XmlElement, name: string, line: number): string {
  const value = text(node, name);
  if (value === undefined) throw new StatementProblem(line, 'missing_field', { field: name });
  return value;
}

function readTransaction(
  transaction: XmlElement,
  currency: string,
  line: number,
): StatementLineDraft {
  const { direction, amount } = ofxAmount(required(transaction, 'TRNAMT', line), line);
  const ownCurrency = text(transaction, 'CURRENCY', 'CURSYM');
  const details: Record<string, string | undefined> = {
    type: text(transaction, 'TRNTYPE'),
    user_date: text(transaction, 'DTUSER'),
    check_number: text(transaction, 'CHECKNUM'),
    reference_number: text(transaction, 'REFNUM'),
    server_id: text(transaction, 'SRVRTID'),
    correction: text(transaction, 'CORRECTACTION'),
  };
  return {
    sourceLine: line,
    bookedOn: ofxDate(required(transaction, 'DTPOSTED', line), line),
    valueOn: (() => {
      const available = text(transaction, 'DTAVAIL');
      return available === undefined ? null : ofxDate(available, line);
    })(),
    direction,
    amount,
    // CURRENCY: the amount is in that currency; ORIGCURRENCY: already converted to CURDEF.
    currency: ownCurrency === undefined ? currency : readCurrency(ownCurrency, line),
    payerName: cleanText(
      text(transaction, 'NAME') ??
        text(transaction, 'PAYEE', 'NAME') ??
        text(transaction, 'EXTDNAME'),
    ),
    memo: cleanText(text(transaction, 'MEMO')) ?? '',
    // FITID: unique within the account through time (OFX 1.6 §3.2.1).
    bankTransactionId: required(transaction, 'FITID', line),
    details: Object.fromEntries(
      Object.entries(details).filter((pair): pair is [string, string] => pair[1] !== undefined),
    ),
  };
}

/** Bank (STMTRS) and credit-card (CCSTMTRS) statements of the file. */
function statementsOf(ofx: XmlElement | undefined): XmlElement[] {
  const bank = children(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS').map((r) => child(r, 'STMTRS'));
  const card = children(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS').map((r) =>
    child(r, 'CCSTMTRS'),
  );
  return [...bank, ...card].filter((statement) => statement !== undefined);
}

function accountOf(statement: XmlElement): string | null {
  return cleanText(
    text(statement, 'BANKACCTFROM', 'ACCTID') ?? text(statement, 'CCACCTFROM', 'ACCTID'),
  );
}

/** The SGML body of an OFX 1.x file, after its `KEY:VALUE` header (kept as blank lines). */
function sgmlBody(source: string): { xml: string; version: string } {
  const start = source.search(/<OFX>/i);
  if (start < 0) throw new StatementProblem(null, 'ofx_no_statement');
  const header = source.slice(0, start);
  if (/\S/.test(header) && !/^\s*OFXHEADER:\s*100/.test(header)) {
    throw new StatementProblem(1, 'ofx_header');
  }
  const version = /VERSION:\s*(\d+)/.exec(header)?.[1] ?? '1';
  return { xml: header.replace(/[^\n]/g, '') + ofxSgmlToXml(source.slice(start)), version };
}

/**
 * OFX and Quicken's QFX (the same OFX), 1.x in SGML and 2.x in XML: the transactions of every
 * bank or card statement in the file, their amount's sign giving credit or debit. The bank's id
 * is FITID. The day is the one written in DTPOSTED, whatever time zone follows it.
 */
export function parseOfx(source: string): ParsedStatement {
  const xmlVersion = /<\?OFX[^>]*VERSION="(\d+)"/.exec(source)?.[1];
  const { xml, version } =
    xmlVersion === undefined ? sgmlBody(source) : { xml: source, version: xmlVersion };
  const statements = statementsOf(child(parseXml(xml, repeated), 'OFX'));
  if (statements.length === 0) throw new StatementProblem(null, 'ofx_no_statement');
  const accounts = [...new Set(statements.map(accountOf).filter((id) => id !== null))];
  if (accounts.length > 1) {
    throw new StatementProblem(null, 'several_accounts', { accounts: accounts.join(', ') });
  }
  const transactionLines = linesOf(source, /<STMTTRN>/i);
  let index = 0;
  const lines = statements.flatMap((statement) => {
    const list = child(statement, 'BANKTRANLIST');
    const currency = readCurrency(required(statement, 'CURDEF', 1), 1);
    return children(list, 'STMTTRN').map((transaction) => {
      const line = transactionLines[index] ?? 1;
      index += 1;
      return readTransaction(transaction, currency, line);
    });
  });
  const list = child(statements[0], 'BANKTRANLIST');
  const start = text(list, 'DTSTART');
  const end = text(list, 'DTEND');
  return {
    format: 'ofx',
    variant: `OFX ${version} (${xmlVersion === undefined ? 'SGML' : 'XML'})`,
    accountIdentifier: accounts[0] ?? null,
    periodFrom: start === undefined ? null : ofxDate(start, 1),
    periodTo: end === undefined ? null : ofxDate(end, 1),
    lines,
  };
}
