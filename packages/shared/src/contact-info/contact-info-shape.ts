import type { MoneySource } from './money-sources.ts';

// The fields of the /user-information data (spec §3) without their rules: what the web keeps
// in its store and session storage. It imports no validator, so code that only needs the shape
// (the home page's store) does not carry the phone-number metadata the rules need.

export const senderFields = ['moneysource', 'fullname', 'email', 'phone', 'crypto'] as const;
export const receiverFields = [
  'fullname',
  'email',
  'document',
  'phone',
  'address',
  'zipcode',
  'city',
  'province',
  'relation',
] as const;
export const bankFields = ['swift', 'address', 'number_card', 'account'] as const;

type Texts<Fields extends readonly string[]> = Record<Fields[number], string>;

/** Spec §9: the form starts with 'salary'. */
const defaultMoneySource: MoneySource = 'salary';

function blank<Fields extends readonly string[]>(fields: Fields): Texts<Fields> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Texts<Fields>;
}

/** Blank sender, receiver and bank details, without a delivery mode (it depends on the currency). */
export function blankContactInfo() {
  return {
    sender: { ...blank(senderFields), moneysource: defaultMoneySource },
    // The form's lists start unchosen.
    receiver: { ...blank(receiverFields), province: '' as const, relation: '' as const },
    bank: blank(bankFields),
  };
}
