import { describe, expect, it } from 'vitest';
import type { DestinationCode } from '../pricing/enums.ts';
import { type BankDeliveryInput, bankDeliverySchema } from './bank-delivery-schema.ts';
import { deliveryModesFor } from './delivery-mode.ts';
import { cucCard, cupCard, issuesOf, mlcCard, otherCard, prefixLists } from './test-fixtures.ts';

const account = '1234567812345678';
const allowedCard = { CUP: cupCard, MLC: mlcCard, USD: otherCard, AIS: otherCard } as const;
const blank: BankDeliveryInput = {
  mode: 'card',
  swift: '',
  address: '',
  number_card: '',
  account: '',
};

const parse = (destination: DestinationCode, bank: Partial<BankDeliveryInput>) =>
  bankDeliverySchema(destination, prefixLists).safeParse({ ...blank, ...bank });

describe('deliveryModesFor', () => {
  it.each([
    ['USD CASH', []],
    ['AIS', ['bank']],
    ['USD', ['card', 'bank']],
    ['CUP', ['card', 'bank']],
    ['MLC', ['card', 'bank']],
  ] as const)('offers %s the modes %j', (destination, modes) => {
    expect(deliveryModesFor(destination)).toEqual(modes);
  });
});

describe.each(['CUP', 'MLC', 'USD'] as const)('card delivery to %s', (destination) => {
  const card = allowedCard[destination];
  const check = (bank: Partial<BankDeliveryInput>) =>
    issuesOf(parse(destination, { mode: 'card', number_card: card, ...bank }));

  it('keeps the card digits and drops a swift left from bank mode', () => {
    const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(parse(destination, { mode: 'card', number_card: grouped, swift: 'x' }).data).toEqual({
      ...blank,
      number_card: card,
    });
  });

  it.each([
    [{ number_card: '' }, { number_card: 'validation.required' }],
    [{ number_card: '   ' }, { number_card: 'validation.required' }],
    [{ number_card: card.slice(0, 15) }, { number_card: 'validation.card_digits' }],
    [{ number_card: `${card}1` }, { number_card: 'validation.card_digits' }],
    [{ number_card: '1234 5678 9012 345' }, { number_card: 'validation.card_digits' }],
    [{ number_card: `${card.slice(0, 15)}x` }, { number_card: 'validation.card_digits' }],
    [{ account }, {}],
    [{ account: '1234 5678 1234 5678' }, {}],
    [{ account: account.slice(0, 15) }, { account: 'validation.account_digits' }],
    [{ account: `${account}9` }, { account: 'validation.account_digits' }],
    [{ address: 'BANDEC' }, {}],
  ])('answers %j with %j', (bank, issues) => {
    expect(check(bank)).toEqual(issues);
  });
});

describe.each(['CUP', 'MLC', 'USD', 'AIS'] as const)('bank delivery to %s', (destination) => {
  const check = (bank: Partial<BankDeliveryInput>) =>
    issuesOf(parse(destination, { mode: 'bank', account, swift: 'BNDCCUHH', ...bank }));

  it('keeps the account, the swift in capitals and an optional card', () => {
    const card = allowedCard[destination];
    const bank = {
      mode: 'bank',
      account: '1234 5678 1234 5678',
      swift: ' bndccuhh ',
      number_card: card,
      address: ' Banco Metropolitano ',
    } as const;
    expect(parse(destination, bank).data).toEqual({
      mode: 'bank',
      account,
      swift: 'BNDCCUHH',
      number_card: card,
      address: 'Banco Metropolitano',
    });
  });

  it.each([
    [{ account: '' }, { account: 'validation.required' }],
    [{ account: account.slice(0, 15) }, { account: 'validation.account_digits' }],
    [{ account: `${account}9` }, { account: 'validation.account_digits' }],
    [{ swift: '  ' }, { swift: 'validation.required' }],
    [{ swift: 'BANDEC' }, { swift: 'validation.swift' }],
    [{ swift: 'BNDCCUHH-XX' }, { swift: 'validation.swift' }],
    [{ swift: 'BNDCCUHHXXX' }, {}],
    [{ number_card: '' }, {}],
    [
      { number_card: allowedCard[destination].slice(0, 15) },
      { number_card: 'validation.card_digits' },
    ],
  ])('answers %j with %j', (bank, issues) => {
    expect(check(bank)).toEqual(issues);
  });
});

describe('card prefix check', () => {
  it.each([
    ['CUP', 'card', mlcCard, 'validation.card_not_cup'],
    ['CUP', 'bank', otherCard, 'validation.card_not_cup'],
    ['CUP', 'card', cucCard, 'validation.card_not_cup'],
    ['MLC', 'card', cupCard, 'validation.card_not_mlc'],
    ['MLC', 'bank', cucCard, 'validation.card_not_mlc'],
  ] as const)('rejects for %s in %s mode the card %s', (destination, mode, card, message) => {
    const result = parse(destination, { mode, number_card: card, account, swift: 'BNDCCUHH' });
    expect(issuesOf(result)).toEqual({ number_card: message });
  });

  it.each([
    ['USD', 'card'],
    ['USD', 'bank'],
    ['AIS', 'bank'],
  ] as const)('accepts any card for %s in %s mode', (destination, mode) => {
    const result = parse(destination, { mode, number_card: cucCard, account, swift: 'BNDCCUHH' });
    expect(result.success).toBe(true);
  });
});

describe('modes a destination does not offer', () => {
  it('rejects card delivery for AIS', () => {
    expect(issuesOf(parse('AIS', { mode: 'card', number_card: otherCard }))).toEqual({
      mode: 'validation.invalid',
    });
  });

  it.each(['cash', ''])('rejects the mode %j', (mode) => {
    const result = bankDeliverySchema('CUP', prefixLists).safeParse({ ...blank, mode });
    expect(issuesOf(result)).toEqual({ mode: 'validation.invalid' });
  });

  it('keeps no bank data for cash, whatever the hidden fields hold', () => {
    const bank = {
      mode: 'bank',
      swift: 'x',
      address: 'y',
      number_card: '12',
      account: '34',
    } as const;
    expect(parse('USD CASH', bank).data).toEqual({ ...blank, mode: null });
  });

  it('needs no delivery mode for cash, which has none', () => {
    const { mode: _mode, ...withoutMode } = { ...blank, mode: 'card' };
    expect(parse('USD CASH', withoutMode).data).toEqual({ ...blank, mode: null });
  });

  it('still needs the bank fields to be text for cash', () => {
    expect(issuesOf(parse('USD CASH', { account: undefined }))).toEqual({
      account: 'validation.required',
    });
  });
});
