import type { ParsedStatement, StatementLineDraft } from './statement-draft.ts';
import { StatementProblem } from './statement-problem.ts';
import { linesOf } from './statement-text.ts';
import { cleanText, joinMemo, readAmount, readCurrency, readIsoDate } from './statement-values.ts';
import { attribute, child, children, parseXml, text, texts, type XmlElement } from './xml-tree.ts';

const repeated = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);
const otherMessages: Record<string, string> = {
  BkToCstmrAcctRpt: 'camt.052',
  BkToCstmrDbtCdtNtfctn: 'camt.054',
  CstmrCdtTrfInitn: 'pain.001',
};

/** Booking status "booked": pending (PDNG) and information-only (INFO) entries are not money yet. */
const booked = 'BOOK';

function directionOf(indicator: string | undefined, line: number) {
  if (indicator === 'CRDT') return 'credit' as const;
  if (indicator === 'DBIT') return 'debit' as const;
  if (indicator === undefined) {
    throw new StatementProblem(line, 'missing_field', { field: 'CdtDbtInd' });
  }
  throw new StatementProblem(line, 'bad_direction', { value: indicator });
}

function dateOf(node: XmlElement | undefined, line: number): string | null {
  const value = text(node, 'Dt') ?? text(node, 'DtTm');
  return value === undefined ? null : readIsoDate(value, line);
}

/** The counterparty's name: in .02 `Dbtr/Nm`, from .08 on `Dbtr/Pty/Nm`; the ultimate one else. */
function partyName(transaction: XmlElement | undefined, role: 'Dbtr' | 'Cdtr'): string | null {
  const parties = child(transaction, 'RltdPties');
  for (const name of [role, `Ultmt${role}`]) {
    const found = text(parties, name, 'Nm') ?? text(parties, name, 'Pty', 'Nm');
    if (found !== undefined) return cleanText(found);
  }
  return null;
}

function transactionCode(node: XmlElement | undefined): string | undefined {
  const domain = child(node, 'BkTxCd', 'Domn');
  const family = child(domain, 'Fmly');
  const codes = [text(domain, 'Cd'), text(family, 'Cd'), text(family, 'SubFmlyCd')];
  if (codes.every((code) => code !== undefined)) return codes.join('/');
  return text(node, 'BkTxCd', 'Prtry', 'Cd');
}

function detailsOf(entry: XmlElement, transaction: XmlElement | undefined) {
  const direction = text(entry, 'CdtDbtInd') === 'CRDT' ? 'Dbtr' : 'Cdtr';
  const endToEnd = text(transaction, 'Refs', 'EndToEndId');
  const details: Record<string, string | undefined> = {
    entry_reference: text(entry, 'NtryRef'),
    end_to_end_id: endToEnd === 'NOTPROVIDED' ? undefined : endToEnd,
    counterparty_iban: text(transaction, 'RltdPties', `${direction}Acct`, 'Id', 'IBAN'),
    bank_transaction_code: transactionCode(transaction) ?? transactionCode(entry),
    reversal: text(entry, 'RvslInd') === 'true' ? 'true' : undefined,
  };
  return Object.fromEntries(
    Object.entries(details).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
}

/** An amount element with its currency: `<Amt Ccy="EUR">105.00</Amt>`. */
function amountOf(node: XmlElement | undefined, line: number) {
  const amount = text(node, 'Amt');
  if (amount === undefined) return undefined;
  const currency = attribute(child(node, 'Amt'), 'Ccy');
  if (currency === undefined)
    throw new StatementProblem(line, 'missing_field', { field: 'Amt/@Ccy' });
  return { amount: readAmount(amount, line), currency: readCurrency(currency, line) };
}

/** A transaction's own amount: `TxDtls/Amt` from .08 on, `TxDtls/AmtDtls/TxAmt/Amt` in .02. */
function transactionAmount(transaction: XmlElement, line: number) {
  return amountOf(transaction, line) ?? amountOf(child(transaction, 'AmtDtls', 'TxAmt'), line);
}

function readEntry(entry: XmlElement, line: number): StatementLineDraft[] {
  const status = text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
  if (status !== undefined && status !== booked) return [];
  const total = amountOf(entry, line);
  if (total === undefined) throw new StatementProblem(line, 'missing_field', { field: 'Amt' });
  const direction = directionOf(text(entry, 'CdtDbtInd'), line);
  const bookedOn = dateOf(child(entry, 'BookgDt'), line) ?? dateOf(child(entry, 'ValDt'), line);
  if (bookedOn === null) throw new StatementProblem(line, 'missing_field', { field: 'BookgDt' });
  const valueOn = dateOf(child(entry, 'ValDt'), line);
  const entryId = text(entry, 'AcctSvcrRef') ?? null;
  const transactions = children(entry, 'NtryDtls').flatMap((group) => children(group, 'TxDtls'));
  // A batch booked as one entry, each transaction with its own amount: one line per payer.
  const split =
    transactions.length > 1 &&
    transactions.every((transaction) => transactionAmount(transaction, line) !== undefined);
  const parts = split ? transactions : [transactions[0]];
  return parts.map((transaction, index) => {
    const own = split && transaction ? transactionAmount(transaction, line) : undefined;
    const ownDirection = text(transaction, 'CdtDbtInd');
    const lineDirection = ownDirection ? directionOf(ownDirection, line) : direction;
    const remittance = child(transaction, 'RmtInf');
    const references = children(remittance, 'Strd').map((structured) =>
      text(structured, 'CdtrRefInf', 'Ref'),
    );
    const ownId = text(transaction, 'Refs', 'AcctSvcrRef');
    return {
      sourceLine: line,
      bookedOn,
      valueOn,
      direction: lineDirection,
      amount: own?.amount ?? total.amount,
      currency: own?.currency ?? total.currency,
      payerName: partyName(transaction, lineDirection === 'credit' ? 'Dbtr' : 'Cdtr'),
      memo: joinMemo([
        texts(remittance, 'Ustrd').join(' '),
        ...references,
        text(transaction, 'AddtlTxInf'),
        text(entry, 'AddtlNtryInf'),
      ]),
      bankTransactionId: split ? (ownId ?? (entryId && `${entryId}/${index + 1}`)) : entryId,
      details: detailsOf(entry, transaction),
    };
  });
}

function accountOf(statement: XmlElement): string | null {
  const id = child(statement, 'Acct', 'Id');
  return cleanText(text(id, 'IBAN') ?? text(id, 'Othr', 'Id'));
}

/**
 * ISO 20022 camt.053 (Bank to Customer Statement), versions .001.02 to .001.13: every booked
 * entry of every statement in the file; an entry that batches several transactions, each with
 * its amount, gives one line per transaction. The bank's id is the entry's `AcctSvcrRef`
 * (unique in the account by the standard's definition); `NtryRef` is kept among the details.
 */
export function parseCamt053(source: string): ParsedStatement {
  const document = child(parseXml(source, repeated), 'Document');
  const root = child(document, 'BkToCstmrStmt');
  if (root === undefined) {
    const other = Object.keys(document ?? {}).find((name) => name in otherMessages);
    throw new StatementProblem(null, 'not_camt053', {
      kind: (other && otherMessages[other]) ?? 'XML',
    });
  }
  const version = /camt\.053\.001\.(\d{2})/.exec(source)?.[1] ?? '02';
  const entryLines = linesOf(source, /<(?:[\w.-]+:)?Ntry[\s>]/);
  const statements = children(root, 'Stmt');
  const accounts = [...new Set(statements.map(accountOf).filter((id) => id !== null))];
  if (accounts.length > 1) {
    throw new StatementProblem(null, 'several_accounts', { accounts: accounts.join(', ') });
  }
  let entryIndex = 0;
  const lines = statements.flatMap((statement) =>
    children(statement, 'Ntry').flatMap((entry) => {
      const line = entryLines[entryIndex] ?? 1;
      entryIndex += 1;
      return readEntry(entry, line);
    }),
  );
  const first = statements[0];
  const period = child(first, 'FrToDt');
  const from = text(period, 'FrDtTm') ?? text(period, 'FrDt');
  const to = text(period, 'ToDtTm') ?? text(period, 'ToDt');
  return {
    format: 'camt053',
    variant: `camt.053.001.${version}`,
    accountIdentifier: accounts[0] ?? null,
    periodFrom: from === undefined ? null : readIsoDate(from, 1),
    periodTo: to === undefined ? null : readIsoDate(to, 1),
    lines,
  };
}
