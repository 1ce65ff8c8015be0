import { csvMappingPresets, csvMappingSchema } from '@giro/shared/reconciliation/csv-mapping';
import { describe, expect, it } from 'vitest';
import { alteredFixture, fixtureBytes, parse, problemOf } from '../statement-fixtures.ts';

const chase = csvMappingSchema.parse(csvMappingPresets.chase);
const paypal = csvMappingSchema.parse(csvMappingPresets.paypal);

describe("Chase's checking CSV", () => {
  const statement = parse(fixtureBytes('chase.csv'), chase);

  it('reads rows whose trailing comma gives them one cell more than the header', () => {
    expect(statement).toMatchObject({
      format: 'csv',
      periodFrom: '2024-03-04',
      periodTo: '2024-03-07',
    });
    expect(
      statement.lines.map(({ sourceLine, bookedOn, direction, amount, currency, memo }) => ({
        sourceLine,
        bookedOn,
        direction,
        amount,
        currency,
        memo,
      })),
    ).toEqual([
      {
        sourceLine: 2,
        bookedOn: '2024-03-04',
        direction: 'credit',
        amount: '105.00',
        currency: 'USD',
        memo: 'Zelle payment from MARIA PEREZ GARCIA 16237762631',
      },
      {
        sourceLine: 3,
        bookedOn: '2024-03-05',
        direction: 'debit',
        amount: '50.00',
        currency: 'USD',
        memo: 'Zelle payment to JUAN PEREZ JPM99A1B2C3D',
      },
      {
        sourceLine: 4,
        bookedOn: '2024-03-05',
        direction: 'debit',
        amount: '45.90',
        currency: 'USD',
        memo: 'CHECK 1042',
      },
      {
        sourceLine: 5,
        bookedOn: '2024-03-06',
        direction: 'credit',
        amount: '1250.00',
        currency: 'USD',
        memo: 'Zelle payment from ROBERTO GONZALEZ GR 2M8Q4R, thanks',
      },
      {
        sourceLine: 6,
        bookedOn: '2024-03-07',
        direction: 'credit',
        amount: '300.00',
        currency: 'USD',
        memo: 'REMOTE ONLINE DEPOSIT # 1',
      },
    ]);
    expect(
      statement.lines.every((line) => line.payerName === null && line.bankTransactionId === null),
    ).toBe(true);
  });
});

describe("PayPal's activity CSV", () => {
  const statement = parse(fixtureBytes('paypal.csv'), paypal);

  it('reads completed rows only: gross amounts with thousands separators, names, notes, ids and currencies', () => {
    expect(statement.lines).toEqual([
      {
        sourceLine: 2,
        bookedOn: '2024-03-04',
        valueOn: null,
        direction: 'credit',
        amount: '1050.00',
        currency: 'USD',
        payerName: 'María Pérez',
        memo: 'GR-7K3M9Q',
        bankTransactionId: '8VX12345AB678901C',
        details: { status: 'Completed' },
      },
      {
        sourceLine: 3,
        bookedOn: '2024-03-04',
        valueOn: null,
        direction: 'debit',
        amount: '20.00',
        currency: 'USD',
        payerName: null,
        memo: '',
        bankTransactionId: '2CD34567EF890123G',
        details: { status: 'Completed' },
      },
      {
        sourceLine: 5,
        bookedOn: '2024-03-05',
        valueOn: null,
        direction: 'credit',
        amount: '80.00',
        currency: 'EUR',
        payerName: 'Lucía Fernández',
        memo: 'envío abuela / Pago',
        bankTransactionId: '4GH56789JK012345L',
        details: { status: 'Completed' },
      },
      {
        sourceLine: 6,
        bookedOn: '2024-03-06',
        valueOn: null,
        direction: 'credit',
        amount: '310.45',
        currency: 'USD',
        payerName: 'Roberto Gonzalez',
        memo: 'Remesa gr2m8q4r / Remesa',
        bankTransactionId: '1AB23456CD789012E',
        details: { status: 'Completed' },
      },
    ]);
  });
});

describe('a CSV with separate credit and debit columns, day-first dates and decimal commas', () => {
  const mapping = csvMappingSchema.parse({
    ...csvMappingPresets.chase,
    date: 'Fecha',
    date_format: 'DD/MM/YYYY',
    amount: '',
    credit: 'Haber',
    debit: 'Debe',
    decimal_separator: ',',
    memo: ['Concepto', ''],
  });
  const file = Buffer.from(
    'Movimientos de la cuenta;;;\r\nSaldo;1.200,00;;\r\n\r\nFecha;Concepto;Debe;Haber\r\n05/03/2024;TRANSFERENCIA GR 7K3M9Q;;1.050,00\r\n06/03/2024;RECIBO LUZ;45,90;\r\n;Total;45,90;1.050,00\r\n',
  );

  it('finds the header under a summary, reads the sides and skips the total', () => {
    expect(
      parse(file, mapping, 'EUR').lines.map(
        ({ sourceLine, bookedOn, direction, amount, currency }) => ({
          sourceLine,
          bookedOn,
          direction,
          amount,
          currency,
        }),
      ),
    ).toEqual([
      {
        sourceLine: 5,
        bookedOn: '2024-03-05',
        direction: 'credit',
        amount: '1050.00',
        currency: 'EUR',
      },
      {
        sourceLine: 6,
        bookedOn: '2024-03-06',
        direction: 'debit',
        amount: '45.90',
        currency: 'EUR',
      },
    ]);
  });
});

describe('a CSV Giro refuses', () => {
  it('asks for the columns first when the account has none saved', () => {
    expect(problemOf(fixtureBytes('chase.csv'))).toEqual({
      line: null,
      problem: 'csv_mapping_missing',
      params: {},
    });
  });

  it('names the columns no row has', () => {
    expect(problemOf(fixtureBytes('chase.csv'), paypal)).toMatchObject({
      line: null,
      problem: 'csv_header',
      params: { missing: 'Date, Gross, Currency, Name, Transaction ID, Status, Note, Subject' },
    });
  });

  it('names the line of a date in another format than the saved one', () => {
    const file = alteredFixture('chase.csv', 'CHECK,03/05/2024', 'CHECK,2024-03-05');
    expect(problemOf(file, chase)).toEqual({
      line: 4,
      problem: 'bad_date',
      params: { value: '2024-03-05', format: 'MM/DD/YYYY' },
    });
  });

  it('names the line of an amount that is not one', () => {
    const file = alteredFixture('chase.csv', ',1250.00,', ',twelve fifty,');
    expect(problemOf(file, chase)).toEqual({
      line: 5,
      problem: 'bad_amount',
      params: { value: 'twelve fifty' },
    });
  });

  it('names the line where a quote is left open', () => {
    const file = alteredFixture('chase.csv', '"CHECK 1042"', '"CHECK "1042"');
    expect(problemOf(file, chase)).toMatchObject({ line: 4, problem: 'csv_syntax' });
  });

  it('refuses a file that is not text', () => {
    expect(problemOf(Buffer.from('%PDF-1.7\n\u0000\u0001binary'), chase)).toMatchObject({
      problem: 'unknown_format',
    });
  });
});
