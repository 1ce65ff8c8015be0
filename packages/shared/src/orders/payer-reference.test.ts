import { describe, expect, it } from 'vitest';
import { translateShared } from '../i18n.ts';
import { payerFieldsSchema } from './confirm-payment-contracts.ts';
import { isIban, isUsPhone, payerRules } from './payer-reference.ts';

function messagesOf(result: ReturnType<ReturnType<typeof payerFieldsSchema>['safeParse']>) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the shapes of a payer reference', () => {
  it.each([
    ['+1 305 555 0187', true],
    ['(305) 555-0187', true],
    ['1-305-555-0187', true],
    ['3055550187', true],
    ['305 555 018', false],
    ['+52 55 1234 5678', false],
    ['105 555 0187', false],
    ['not valid', false],
  ])('reads %s as a U.S. phone: %s', (value, expected) => {
    expect(isUsPhone(value)).toBe(expected);
  });

  it.each([
    ['ES91 2100 0418 4502 0005 1332', true],
    ['DE89370400440532013000', true],
    ['gb82 west 1234 5698 7654 32', true],
    ['ES91 2100 0418 4502 0005 1333', false],
    ['ES9121000418', false],
  ])('checks the IBAN %s: %s', (value, expected) => {
    expect(isIban(value)).toBe(expected);
  });

  it.each([
    ['zelle', 'pagos@banco.example', 'WFCT0M7ZJ7QX', {}],
    ['zelle', '+1 305 555 0187', 'bac123456', {}],
    [
      'zelle',
      'not valid',
      '!!',
      { account: 'validation.zelle_account', order: 'validation.zelle_confirmation' },
    ],
    ['paypal', 'ana@mail.example', '9XH12345AB678901C', {}],
    ['paypal', 'ana@mail.example', '9XH12345AB678901', { order: 'validation.paypal_transaction' }],
    ['transferencia', '000123456789', 'TRF 2024-0001', {}],
    [
      'transferencia',
      'ES91 2100 0418 4502 0005 1333',
      '!!',
      { account: 'validation.payer_bank_account', order: 'validation.transfer_reference' },
    ],
  ] as const)('%s takes %s and %s, or says what is expected', (method, account, order, issues) => {
    expect(messagesOf(payerFieldsSchema(method).safeParse({ account, order }))).toEqual(issues);
  });

  it('says "all the details" first for a blank field, as the spec does', () => {
    expect(messagesOf(payerFieldsSchema('zelle').safeParse({ account: ' ', order: '' }))).toEqual({
      account: 'validation.fiat_confirm',
      order: 'validation.fiat_confirm',
    });
  });

  it('has every message in both languages', () => {
    const keys = Object.values(payerRules).flatMap((rules) => [
      rules.accountError,
      rules.transactionError,
    ]);
    for (const key of [...keys, 'validation.txid']) {
      expect(translateShared('es', key)).not.toBe(key);
      expect(translateShared('en', key)).not.toBe(key);
    }
  });
});
