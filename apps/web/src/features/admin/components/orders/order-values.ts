import { formatCardGroups } from '@giro/shared/contact-info/card-format';
import { formatPhone } from '@giro/shared/contact-info/format-phone';
import type { TFunction } from 'i18next';

/**
 * Snapshot fields whose value is one of a fixed list ("salary", "card", "zelle"), and where the
 * catalogue names each value; every other field (a name, an account number) is shown as typed.
 */
const valueGroups: Readonly<Record<string, string>> = {
  moneysource: 'orders.values.moneysource',
  relation: 'orders.values.relation',
  mode: 'orders.values.mode',
};

/** Fields written in groups people read aloud: a phone as dialled, a card in fours. */
const readable: Readonly<Record<string, (value: string) => string>> = {
  phone: formatPhone,
  number_card: formatCardGroups,
  // A bank account of 16 digits, as the bank writes it; an operator account's text stays.
  account: (value) => (/^\d{16}$/.test(value) ? formatCardGroups(value) : value),
};

/** Snapshot fields the page says elsewhere: a pay-to's kind and method are the order's. */
export const repeatedFields: ReadonlySet<string> = new Set(['kind', 'method']);

/** A snapshot value in the console's language; a value the catalogue lacks is shown as stored. */
export function snapshotValue(field: string, value: string, t: TFunction<'admin'>): string {
  if (value === '') return value;
  const group = valueGroups[field];
  if (group !== undefined) return t(`${group}.${value}`, value);
  return readable[field]?.(value) ?? value;
}

/**
 * The order a snapshot's fields are read in, who before how to reach them; the database keeps a
 * snapshot's keys in its own order (shortest first), which put the name last.
 */
const fieldOrder = [
  'fullname',
  'label',
  'holder',
  'kind',
  'method',
  'bank_name',
  'account',
  'swift',
  'chain',
  'mode',
  'number_card',
  'email',
  'phone',
  'document',
  'relation',
  'moneysource',
  'address',
  'zipcode',
  'city',
  'province',
  'crypto',
];

const rank = (field: string) => {
  const index = fieldOrder.indexOf(field);
  return index === -1 ? fieldOrder.length : index;
};

/** A snapshot's fields in reading order; a field not listed goes last. */
export function snapshotFields<Value>(snapshot: Record<string, Value>): [string, Value][] {
  return Object.entries(snapshot).sort(([a], [b]) => rank(a) - rank(b));
}
