import { z } from 'zod';
import type { ReceivingAccountMethod } from './payment-methods.ts';

/**
 * What the sender gives in the "I have paid" step, checked with the shape each method really
 * has, so the operator never matches a payment against "not valid" or "!!":
 * - the sender's own account: Zelle an email or a U.S. phone, PayPal an email, a bank transfer
 *   an IBAN (checksum included) or a U.S.-style account number of 4 to 17 digits;
 * - the payment's number: a Zelle confirmation code (6 to 20 letters and digits, as U.S. banks
 *   print them), a PayPal transaction ID (17 letters and digits), a bank transfer's reference
 *   (4 to 35 characters, the SEPA remittance limit: letters, digits, spaces, - / .).
 */
interface PayerRules {
  account: (value: string) => boolean;
  accountError: string;
  transaction: RegExp;
  transactionError: string;
}

/** A U.S. (NANP) number as people write it: +1 or 1 optional, area code and exchange 2–9. */
export function isUsPhone(value: string): boolean {
  if (!/^\+?[\d ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

/** An IBAN, spaces allowed, whose ISO 13616 check digits (mod 97) are right. */
export function isIban(value: string): boolean {
  const iban = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z\d]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const character of iban.slice(4) + iban.slice(0, 4)) {
    // Letters count as two digits: A = 10 … Z = 35.
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const isEmail = (value: string) => z.regexes.email.test(value);

export const payerRules: Record<ReceivingAccountMethod, PayerRules> = {
  zelle: {
    account: (value) => isEmail(value) || isUsPhone(value),
    accountError: 'validation.zelle_account',
    transaction: /^[A-Za-z\d]{6,20}$/,
    transactionError: 'validation.zelle_confirmation',
  },
  paypal: {
    account: isEmail,
    accountError: 'validation.email',
    transaction: /^[A-Za-z\d]{17}$/,
    transactionError: 'validation.paypal_transaction',
  },
  transferencia: {
    account: (value) => isIban(value) || /^\d{4,17}$/.test(value.replace(/[ -]/g, '')),
    accountError: 'validation.payer_bank_account',
    transaction: /^[A-Za-z\d](?:[A-Za-z\d /.-]{2,33})[A-Za-z\d]$/,
    transactionError: 'validation.transfer_reference',
  },
};

/** Adds an issue under `account` or `order` for each of them `method` does not take. */
export function checkPayerFields(
  method: ReceivingAccountMethod,
  fields: { account: string; order: string },
  context: z.RefinementCtx,
): void {
  const rules = payerRules[method];
  if (!rules.account(fields.account)) {
    context.addIssue({ code: 'custom', path: ['account'], message: rules.accountError });
  }
  if (!rules.transaction.test(fields.order)) {
    context.addIssue({ code: 'custom', path: ['order'], message: rules.transactionError });
  }
}
