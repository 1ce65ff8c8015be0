import { describe, expect, it } from 'vitest';
import { contactInfoSchema, emptyContactInfo } from './contact-info-schema.ts';
import { issuesOf, mlcCard, prefixLists, validContactInfo } from './test-fixtures.ts';

describe('contactInfoSchema', () => {
  it('accepts a CUP card delivery and returns what the server stores', () => {
    const contact = validContactInfo();
    const bank = { ...contact.bank, number_card: '9225 9598 1234 5678' };
    expect(contactInfoSchema('CUP', prefixLists).parse({ ...contact, bank })).toEqual({
      sender: { ...contact.sender, phone: '+12025550123' },
      receiver: { ...contact.receiver, phone: '+5351234567' },
      bank: { mode: 'card', swift: '', address: '', number_card: '9225959812345678', account: '' },
    });
  });

  it('reports each failing field under its block', () => {
    const contact = validContactInfo();
    const result = contactInfoSchema('MLC', prefixLists).safeParse({
      ...contact,
      sender: { ...contact.sender, fullname: 'Juan 3' },
      receiver: { ...contact.receiver, document: '1234567890' },
    });
    expect(issuesOf(result)).toEqual({
      'sender.fullname': 'validation.person_name',
      'receiver.document': 'validation.document_digits',
      'bank.number_card': 'validation.card_not_mlc',
    });
  });

  it('accepts an MLC card', () => {
    const contact = validContactInfo();
    const bank = { ...contact.bank, number_card: mlcCard };
    expect(contactInfoSchema('MLC', prefixLists).safeParse({ ...contact, bank }).success).toBe(
      true,
    );
  });

  it('asks for a missing block', () => {
    const { bank: _bank, ...withoutBank } = validContactInfo();
    expect(issuesOf(contactInfoSchema('USD', prefixLists).safeParse(withoutBank))).toEqual({
      bank: 'validation.required',
    });
  });
});

describe('emptyContactInfo', () => {
  it('starts with the salary money source and the first mode of the destination', () => {
    expect(emptyContactInfo('CUP').sender.moneysource).toBe('salary');
    expect(emptyContactInfo('CUP').bank.mode).toBe('card');
    expect(emptyContactInfo('AIS').bank.mode).toBe('bank');
  });

  it.each([
    ['USD CASH', {}],
    ['CUP', { 'bank.number_card': 'validation.required' }],
    ['AIS', { 'bank.account': 'validation.required', 'bank.swift': 'validation.required' }],
  ] as const)('asks a blank %s form for every required field', (destination, bankIssues) => {
    const result = contactInfoSchema(destination, prefixLists).safeParse(
      emptyContactInfo(destination),
    );
    expect(issuesOf(result)).toEqual({
      'sender.fullname': 'validation.required',
      'sender.email': 'validation.required',
      'sender.phone': 'validation.required',
      'receiver.fullname': 'validation.required',
      'receiver.document': 'validation.required',
      'receiver.phone': 'validation.required',
      'receiver.address': 'validation.required',
      ...bankIssues,
    });
  });
});
