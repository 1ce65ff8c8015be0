import Big from 'big.js';
import { isoNumericCurrencies } from './iso-numeric-currencies.ts';
import type { ParsedStatement, StatementLineDraft } from './statement-draft.ts';
import { StatementProblem } from './statement-problem.ts';
import { calendarDate, joinMemo } from './statement-values.ts';

const recordLength = 80;

/** 1-based inclusive positions, as the AEB's Cuaderno 43 lists them. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

/** AAMMDD; the two-digit year is this century's (Norma 43 files are this century's). */
function n43Date(value: string, line: number): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (match === null) throw new StatementProblem(line, 'bad_date', { value, format: 'AAMMDD' });
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  return calendarDate({ year: 2000 + year, month, day }, value, 'AAMMDD', line);
}

/** 14 digits, the last 2 decimals ("00000000010500" → "105.00"). */
function n43Amount(value: string, line: number): Big {
  if (!/^\d{14}$/.test(value)) throw new StatementProblem(line, 'bad_amount', { value });
  return new Big(value).div(100);
}

/** "1" debe (debit, money out), "2" haber (credit, money in). */
function n43Direction(value: string, line: number) {
  if (value === '2') return 'credit' as const;
  if (value === '1') return 'debit' as const;
  throw new StatementProblem(line, 'bad_direction', { value });
}

interface Account {
  line: number;
  id: string;
  currency: string;
  from: string;
  to: string;
  movements: StatementLineDraft[];
}

function openAccount(record: string, line: number): Account {
  const code = field(record, 48, 50);
  const currency = isoNumericCurrencies[code];
  if (currency === undefined) throw new StatementProblem(line, 'bad_currency', { value: code });
  return {
    line,
    id: `${field(record, 3, 6)} ${field(record, 7, 10)} ${field(record, 11, 20)}`,
    currency,
    from: n43Date(field(record, 21, 26), line),
    to: n43Date(field(record, 27, 32), line),
    movements: [],
  };
}

function movement(record: string, account: Account, line: number): StatementLineDraft {
  const [ref1, ref2, documentNumber] = [
    field(record, 53, 64).trim(),
    field(record, 65, 80).trim(),
    field(record, 43, 52).trim(),
  ];
  const details: Record<string, string> = {
    common_concept: field(record, 23, 24),
    own_concept: field(record, 25, 27),
    origin_office: field(record, 7, 10),
  };
  if (/[1-9]/.test(documentNumber)) details.document_number = documentNumber;
  if (ref1 !== '' && /[^0]/.test(ref1)) details.reference_1 = ref1;
  if (ref2 !== '') details.reference_2 = ref2;
  return {
    sourceLine: line,
    bookedOn: n43Date(field(record, 11, 16), line),
    valueOn: n43Date(field(record, 17, 22), line),
    direction: n43Direction(field(record, 28, 28), line),
    amount: n43Amount(field(record, 29, 42), line).toFixed(2),
    currency: account.currency,
    payerName: null,
    memo: ref2,
    // No field of record 22 is unique in the account: lines are told apart by their contents.
    bankTransactionId: null,
    details,
  };
}

/** Record 23: up to five of them after a movement, 2 × 38 characters of concept each. */
function addConcept(record: string, movement: StatementLineDraft) {
  movement.memo = joinMemo([movement.memo, field(record, 5, 42), field(record, 43, 80)]);
}

/** Record 33 must count and total exactly the movements read: a cut or edited file fails. */
function closeAccount(record: string, account: Account, line: number) {
  const sums = { debit: { count: 0, total: new Big(0) }, credit: { count: 0, total: new Big(0) } };
  for (const { direction, amount } of account.movements) {
    sums[direction].count += 1;
    sums[direction].total = sums[direction].total.plus(amount);
  }
  const stated = {
    debit: { count: Number(field(record, 21, 25)), total: n43Amount(field(record, 26, 39), line) },
    credit: { count: Number(field(record, 40, 44)), total: n43Amount(field(record, 45, 58), line) },
  };
  const say = (sum: typeof sums.debit, credit: typeof sums.debit) =>
    `${sum.count} / ${sum.total.toFixed(2)} – ${credit.count} / ${credit.total.toFixed(2)}`;
  const agrees = (['debit', 'credit'] as const).every(
    (side) => stated[side].count === sums[side].count && stated[side].total.eq(sums[side].total),
  );
  if (!agrees) {
    throw new StatementProblem(line, 'n43_totals', {
      expected: say(stated.debit, stated.credit),
      found: say(sums.debit, sums.credit),
    });
  }
}

const recordTypes = new Set(['11', '22', '23', '24', '33', '88']);

/**
 * Norma 43 (AEB/CSB Cuaderno 43, "Información normalizada de cuenta corriente"): fixed records
 * of 80 characters — 11 opens an account, 22 is a movement, 23 adds its concepts, 24 its
 * foreign-currency equivalent, 33 closes the account with its counts and totals, 88 ends the
 * file with the number of records before it. Every total is checked.
 */
export function parseNorma43(source: string): ParsedStatement {
  const records = source.split(/\r?\n/);
  while (records.length > 0 && records.at(-1)?.trim() === '') records.pop();
  const accounts: Account[] = [];
  let open: Account | undefined;
  let last: StatementLineDraft | undefined;
  let ended = false;
  records.forEach((raw, index) => {
    const line = index + 1;
    const record = raw.replace(/\r$/, '');
    if (record.length > recordLength) {
      throw new StatementProblem(line, 'n43_length', { length: String(record.length) });
    }
    const padded = record.padEnd(recordLength, ' ');
    const type = field(padded, 1, 2);
    if (!recordTypes.has(type)) {
      throw new StatementProblem(line, 'n43_record_type', { value: type });
    }
    const outOfPlace = (expected: string) =>
      new StatementProblem(line, 'n43_out_of_place', { record: type, expected });
    if (ended) throw outOfPlace('—');
    if (type === '11') {
      if (open !== undefined) throw outOfPlace('33');
      open = openAccount(padded, line);
      last = undefined;
    } else if (type === '22') {
      if (open === undefined) throw outOfPlace('11');
      last = movement(padded, open, line);
      open.movements.push(last);
    } else if (type === '23' || type === '24') {
      if (last === undefined) throw outOfPlace('22');
      if (type === '23') addConcept(padded, last);
    } else if (type === '33') {
      if (open === undefined) throw outOfPlace('11');
      closeAccount(padded, open, line);
      accounts.push(open);
      open = undefined;
      last = undefined;
    } else {
      if (open !== undefined) throw outOfPlace('33');
      const stated = Number(field(padded, 21, 26));
      if (stated !== index) {
        throw new StatementProblem(line, 'n43_record_count', {
          expected: String(stated),
          found: String(index),
        });
      }
      ended = true;
    }
  });
  if (!ended) throw new StatementProblem(records.length, 'n43_unterminated');
  const ids = [...new Set(accounts.map((account) => account.id))];
  if (ids.length > 1) {
    throw new StatementProblem(null, 'several_accounts', { accounts: ids.join(', ') });
  }
  return {
    format: 'norma43',
    variant: 'Norma 43',
    accountIdentifier: ids[0] ?? null,
    periodFrom: accounts[0]?.from ?? null,
    periodTo: accounts.at(-1)?.to ?? null,
    lines: accounts.flatMap((account) => account.movements),
  };
}
