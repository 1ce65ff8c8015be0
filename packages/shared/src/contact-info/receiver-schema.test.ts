import { describe, expect, it } from 'vitest';
import { cubanProvinces } from './cuban-provinces.ts';
import { receiverSchema } from './receiver-schema.ts';
import { relations } from './relations.ts';
import { issuesOf, validContactInfo } from './test-fixtures.ts';

const validReceiver = validContactInfo().receiver;
const check = (field: string, value: unknown) =>
  issuesOf(receiverSchema.safeParse({ ...validReceiver, [field]: value }));

describe('receiverSchema', () => {
  it('accepts a complete receiver and normalises it', () => {
    const parsed = receiverSchema.parse({
      ...validReceiver,
      email: '  ',
      document: '850 101 12345',
      phone: '+53 5 123 4567',
      city: ' Vedado ',
    });
    expect(parsed).toMatchObject({
      email: '',
      document: '85010112345',
      phone: '+5351234567',
      city: 'Vedado',
    });
  });

  it('asks for the name, document, phone and address but nothing else', () => {
    const blank = Object.fromEntries(Object.keys(validReceiver).map((field) => [field, ' ']));
    expect(issuesOf(receiverSchema.safeParse({ ...blank, province: '', relation: '' }))).toEqual({
      fullname: 'validation.required',
      document: 'validation.required',
      phone: 'validation.required',
      address: 'validation.required',
    });
  });

  it.each([
    ['fullname', 'Ángel Güell Muñoz', undefined],
    ['fullname', 'Ángel 2', 'validation.person_name'],
    ['email', 'angel@example.cu', undefined],
    ['email', 'angel@', 'validation.email'],
    ['document', '85010112345', undefined],
    ['document', '8501011234', 'validation.document_digits'],
    ['document', '850101123456', 'validation.document_digits'],
    ['document', '8501011234a', 'validation.document_digits'],
    ['document', '85-01-01-12345', 'validation.document_digits'],
    ['document', '   ', 'validation.required'],
    ['phone', '+5351234567', undefined],
    ['phone', '+5391234567', 'validation.phone_invalid'],
    ['address', '   ', 'validation.required'],
    ['zipcode', '', undefined],
    ['province', '', undefined],
    ['province', 'Habana', 'validation.invalid'],
    ['province', 'Isla de la Juventud', undefined],
    ['relation', '', undefined],
    ['relation', 'boss', 'validation.invalid'],
  ])('answers %s %j with %s', (field, value, message) => {
    expect(check(field, value)).toEqual(message ? { [field]: message } : {});
  });

  it('offers the 15 provinces plus Isla de la Juventud', () => {
    expect(cubanProvinces).toHaveLength(16);
    for (const province of cubanProvinces) expect(check('province', province)).toEqual({});
  });

  it.each(relations)('accepts the relation %s', (relation) => {
    expect(check('relation', relation)).toEqual({});
  });
});
