import { describe, expect, it } from 'vitest';
import { alteredFixture, fixtureBytes, parse, problemOf } from '../statement-fixtures.ts';

describe('OFX 1.x (SGML, Windows-1252)', () => {
  const statement = parse(fixtureBytes('ofx-102-sgml.qfx'));

  it('reads the account, the period and the version', () => {
    expect(statement).toMatchObject({
      format: 'ofx',
      variant: 'OFX 102 (SGML)',
      accountIdentifier: '000123456789',
      periodFrom: '2024-03-01',
      periodTo: '2024-03-07',
    });
  });

  it('reads every transaction: signs, a comma as decimal point, Windows-1252 letters and a bare ampersand', () => {
    expect(statement.lines).toEqual([
      {
        sourceLine: 45,
        bookedOn: '2024-03-04',
        valueOn: null,
        direction: 'credit',
        amount: '105.00',
        currency: 'USD',
        payerName: 'Zelle payment from MARIA PEÑA',
        memo: 'Zelle payment from MARIA PEÑA GR7K3M9Q 16237762631',
        bankTransactionId: '202403040',
        details: { type: 'CREDIT' },
      },
      {
        sourceLine: 53,
        bookedOn: '2024-03-05',
        valueOn: null,
        direction: 'debit',
        amount: '45.90',
        currency: 'USD',
        payerName: 'CHECK 1042',
        memo: '',
        bankTransactionId: '202403051',
        details: { type: 'DEBIT', check_number: '1042' },
      },
      {
        sourceLine: 61,
        bookedOn: '2024-03-06',
        valueOn: '2024-03-07',
        direction: 'credit',
        amount: '1250.00',
        currency: 'USD',
        payerName: 'AT&T REFUND & CO',
        memo: 'Ref: gr-4hj8kp',
        bankTransactionId: '202403062',
        details: { type: 'DEP', reference_number: '8834-22' },
      },
    ]);
  });
});

describe('OFX 2.x (XML)', () => {
  const statement = parse(fixtureBytes('ofx-220.ofx'));

  it('reads the payee aggregate, a transaction in its own currency and the day as written', () => {
    expect(statement).toMatchObject({
      variant: 'OFX 220 (XML)',
      accountIdentifier: '4471902235',
      periodFrom: '2024-04-01',
      periodTo: '2024-04-07',
    });
    expect(statement.lines).toEqual([
      {
        sourceLine: 25,
        bookedOn: '2024-04-05',
        valueOn: null,
        direction: 'credit',
        amount: '310.45',
        currency: 'USD',
        payerName: 'ROBERTO GONZALEZ',
        memo: 'ZELLE FROM ROBERTO GONZALEZ ON 04/04 REF # BAC0PX3KF7 GR 2M8Q4R',
        bankTransactionId: '2024040521000437722',
        details: { type: 'CREDIT', user_date: '20240404000000.000[-4:EDT]' },
      },
      {
        sourceLine: 40,
        bookedOn: '2024-04-06',
        valueOn: null,
        direction: 'credit',
        amount: '87.00',
        currency: 'EUR',
        payerName: 'Wise Europe SA',
        memo: 'From Lucía Fernández — envío a Holguín',
        bankTransactionId: '2024040621000811',
        details: { type: 'XFER' },
      },
      {
        sourceLine: 49,
        bookedOn: '2024-04-07',
        valueOn: null,
        direction: 'debit',
        amount: '15.00',
        currency: 'USD',
        payerName: 'INTL WIRE FEE',
        memo: '',
        bankTransactionId: '2024040721000999',
        details: { type: 'FEE' },
      },
    ]);
  });
});

describe('an OFX Giro refuses', () => {
  it('names the line of a transaction without its FITID', () => {
    const file = alteredFixture('ofx-102-sgml.qfx', '<FITID>202403051\r\n', '');
    expect(problemOf(file)).toEqual({
      line: 53,
      problem: 'missing_field',
      params: { field: 'FITID' },
    });
  });

  it('names the line of an amount that is not one', () => {
    const file = alteredFixture('ofx-220.ofx', '<TRNAMT>87.00</TRNAMT>', '<TRNAMT>87.OO</TRNAMT>');
    expect(problemOf(file)).toEqual({
      line: 40,
      problem: 'bad_amount',
      params: { value: '87.OO' },
    });
  });

  it('names the line of a posting date that is not a day', () => {
    const file = alteredFixture('ofx-102-sgml.qfx', '<DTPOSTED>20240306', '<DTPOSTED>20241306');
    expect(problemOf(file)).toMatchObject({ line: 61, problem: 'bad_date' });
  });

  it('refuses an OFX without a statement', () => {
    const file = alteredFixture('ofx-220.ofx', /<BANKMSGSRSV1>[\s\S]*<\/BANKMSGSRSV1>/, '');
    expect(problemOf(file)).toEqual({ line: null, problem: 'ofx_no_statement', params: {} });
  });
});
