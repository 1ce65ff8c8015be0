import { describe, expect, it } from 'vitest';
import { alteredFixture, fixtureBytes, parse, problemOf } from '../statement-fixtures.ts';

describe('Norma 43 (ISO-8859-1)', () => {
  const statement = parse(fixtureBytes('norma43.n43'));

  it('reads the account (bank, office, number), its period and its currency from record 11', () => {
    expect(statement).toMatchObject({
      format: 'norma43',
      accountIdentifier: '2100 0418 0200051332',
      periodFrom: '2024-03-05',
      periodTo: '2024-03-06',
    });
  });

  it('reads records 22 with their 23 concepts, skipping the 24 equivalence', () => {
    expect(statement.lines).toEqual([
      {
        sourceLine: 2,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-05',
        direction: 'credit',
        amount: '105.00',
        currency: 'EUR',
        payerName: null,
        memo: 'GR-7K3M9Q / TRANSFERENCIA DE MARIA PEREZ GARCIA / REMESA FAMILIA',
        bankTransactionId: null,
        details: {
          common_concept: '04',
          own_concept: '099',
          origin_office: '0418',
          reference_2: 'GR-7K3M9Q',
        },
      },
      {
        sourceLine: 4,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-05',
        direction: 'debit',
        amount: '12.50',
        currency: 'EUR',
        payerName: null,
        memo: 'COMISION MANT.',
        bankTransactionId: null,
        details: {
          common_concept: '17',
          own_concept: '310',
          origin_office: '0418',
          reference_2: 'COMISION MANT.',
        },
      },
      {
        sourceLine: 5,
        bookedOn: '2024-03-06',
        valueOn: '2024-03-07',
        direction: 'credit',
        amount: '250.00',
        currency: 'EUR',
        payerName: null,
        memo: 'TRANSF. DE JOSÉ MUÑOZ PEÑA / gr 4hj8kp / ENVIO A CUBA',
        bankTransactionId: null,
        details: {
          common_concept: '04',
          own_concept: '099',
          origin_office: '9372',
          document_number: '4471023355',
          reference_1: '000000123456',
        },
      },
    ]);
  });
});

describe('a Norma 43 file Giro refuses', () => {
  it('names a record longer than 80 characters', () => {
    const file = alteredFixture('norma43.n43', 'COMISION MANT.  ', 'COMISION MANT.   X');
    expect(problemOf(file)).toEqual({ line: 4, problem: 'n43_length', params: { length: '82' } });
  });

  it('names a closing record whose totals the movements do not add up to', () => {
    const file = alteredFixture('norma43.n43', '00000000010500', '00000000010600');
    expect(problemOf(file)).toEqual({
      line: 9,
      problem: 'n43_totals',
      params: { expected: '1 / 12.50 – 2 / 355.00', found: '1 / 12.50 – 2 / 356.00' },
    });
  });

  it('refuses a file cut before its closing records', () => {
    const text = fixtureBytes('norma43.n43').toString('latin1');
    const cut = Buffer.from(text.split('\r\n').slice(0, 7).join('\r\n'), 'latin1');
    expect(problemOf(cut)).toEqual({ line: 7, problem: 'n43_unterminated', params: {} });
  });

  it('names a movement date that is not AAMMDD', () => {
    const file = alteredFixture('norma43.n43', '0418240305240305173', '0418240332240305173');
    expect(problemOf(file)).toEqual({
      line: 4,
      problem: 'bad_date',
      params: { value: '240332', format: 'AAMMDD' },
    });
  });

  it('names a record count in record 88 that is not the file’s', () => {
    const file = alteredFixture(
      'norma43.n43',
      '999999999999999999000009',
      '999999999999999999000010',
    );
    expect(problemOf(file)).toEqual({
      line: 10,
      problem: 'n43_record_count',
      params: { expected: '10', found: '9' },
    });
  });
});
