import type {
  StatementDirection,
  StatementFormat,
} from '@giro/shared/reconciliation/statement-lines';

/** One movement of a statement, as its file says it, before it is stored. */
export interface StatementLineDraft {
  /** The file's line where the movement starts (1-based): what an error message names. */
  sourceLine: number;
  /** Booking date, `YYYY-MM-DD` as the bank wrote it (no time zone moves it). */
  bookedOn: string;
  valueOn: string | null;
  direction: StatementDirection;
  /** Positive, exactly as written, with 2 decimals ("105.00"). */
  amount: string;
  currency: string;
  payerName: string | null;
  /** Remittance information / memo / concept: where a sender writes the order's reference. */
  memo: string;
  /** The bank's own id of the movement, only when the format makes it unique in the account. */
  bankTransactionId: string | null;
  /** Further fields of the format the operator may want to see (codes, references, fees). */
  details: Record<string, string>;
}

/** A statement file read whole: every movement, or a `StatementProblem` naming the bad line. */
export interface ParsedStatement {
  format: StatementFormat;
  /** The variant read, e.g. "camt.053.001.08", "OFX 102 (SGML)", "Norma 43". */
  variant: string;
  /** The account the file says it is for (IBAN, account number), when it says. */
  accountIdentifier: string | null;
  /** The statement's own period, when it states one; else the lines' first and last day. */
  periodFrom: string | null;
  periodTo: string | null;
  lines: StatementLineDraft[];
}
