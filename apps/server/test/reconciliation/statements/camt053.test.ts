import { describe, expect, it } from 'vitest';
import { alteredFixture, fixtureBytes, parse, problemOf } from '../statement-fixtures.ts';

describe('camt.053.001.02', () => {
  const statement = parse(fixtureBytes('camt053-001-02.xml'));

  it('reads the account, the period and the version', () => {
    expect(statement).toMatchObject({
      format: 'camt053',
      variant: 'camt.053.001.02',
      accountIdentifier: 'ES9121000418450200051332',
      periodFrom: '2024-03-05',
      periodTo: '2024-03-05',
    });
  });

  it('reads every booked entry, splits a batch per transaction and leaves out the pending one', () => {
    expect(statement.lines).toEqual([
      {
        sourceLine: 51,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-05',
        direction: 'credit',
        amount: '105.00',
        currency: 'EUR',
        payerName: 'MARIA PEREZ GARCIA',
        memo: 'GR-7K3M9Q REMESA MAMA / TRANSFERENCIA SEPA DE MARIA PEREZ GARCIA',
        bankTransactionId: '2024030500017788',
        details: {
          entry_reference: '1',
          end_to_end_id: 'E2E-DEUT-20240305-0001',
          counterparty_iban: 'DE89370400440532013000',
          bank_transaction_code: 'PMNT/RCDT/ESCT',
        },
      },
      {
        sourceLine: 96,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-05',
        direction: 'debit',
        amount: '12.50',
        currency: 'EUR',
        payerName: null,
        memo: 'COMISION MANTENIMIENTO',
        bankTransactionId: '2024030500017790',
        details: { entry_reference: '2', bank_transaction_code: 'ACMT/MDOP/CHRG' },
      },
      {
        sourceLine: 109,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-06',
        direction: 'credit',
        amount: '250.00',
        currency: 'EUR',
        payerName: 'Juan López Fernández',
        memo: 'gr 4hj8kp',
        bankTransactionId: '2024030500017795-A',
        details: { entry_reference: '3', bank_transaction_code: 'PMNT/RCDT/BOOK' },
      },
      {
        sourceLine: 109,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-06',
        direction: 'credit',
        amount: '80.25',
        currency: 'EUR',
        payerName: 'ANA DIAZ',
        memo: 'Remesa para mi madre en Camagüey',
        bankTransactionId: '2024030500017795-B',
        details: { entry_reference: '3', bank_transaction_code: 'PMNT/RCDT/BOOK' },
      },
      {
        sourceLine: 144,
        bookedOn: '2024-03-05',
        valueOn: '2024-03-05',
        direction: 'credit',
        amount: '162.00',
        currency: 'EUR',
        payerName: 'JOSÉ MARTÍNEZ & HIJOS SL',
        memo: 'RF18GR9WX2TZ',
        bankTransactionId: '2024030500017801',
        details: {
          entry_reference: '4',
          end_to_end_id: '20240305-NL-77',
          bank_transaction_code: 'PMNT/RCDT/ESCT',
        },
      },
    ]);
  });
});

describe('camt.053.001.08', () => {
  const statement = parse(fixtureBytes('camt053-001-08.xml'));

  it('reads a prefixed document: status codes, parties and amounts in their .08 places', () => {
    expect(statement).toMatchObject({
      variant: 'camt.053.001.08',
      accountIdentifier: 'DE02100100109307118603',
      periodFrom: '2024-04-12',
      periodTo: '2024-04-12',
    });
    expect(statement.lines).toEqual([
      {
        sourceLine: 27,
        bookedOn: '2024-04-12',
        valueOn: '2024-04-12',
        direction: 'credit',
        amount: '1234.56',
        currency: 'EUR',
        payerName: 'Carlos Rodríguez Ávila',
        memo: 'Pedido GR-2M8Q4R, gracias',
        bankTransactionId: 'PB20240412CR0001',
        details: {
          entry_reference: '000071/0001',
          end_to_end_id: 'KLM-2024-04-12-XY',
          counterparty_iban: 'NL91ABNA0417164300',
          bank_transaction_code: 'PMNT/RCDT/SDVA',
        },
      },
      {
        sourceLine: 70,
        bookedOn: '2024-04-12',
        valueOn: '2024-04-10',
        direction: 'debit',
        amount: '45.10',
        currency: 'EUR',
        payerName: 'Lukas Schmidt',
        memo: 'RUECKUEBERWEISUNG AC04 / Konto erloschen',
        bankTransactionId: 'PB20240412RV0002',
        details: {
          entry_reference: '000071/0002',
          bank_transaction_code: 'NRTI+159',
          reversal: 'true',
        },
      },
    ]);
  });
});

describe('a camt.053 Giro refuses', () => {
  it('names the line of an amount with more than 2 decimals', () => {
    const file = alteredFixture(
      'camt053-001-02.xml',
      '<Amt Ccy="EUR">162.00</Amt>',
      '<Amt Ccy="EUR">162.005</Amt>',
    );
    expect(problemOf(file)).toEqual({
      line: 144,
      problem: 'amount_decimals',
      params: { value: '162.005' },
    });
  });

  it('names the line of an entry that says neither credit nor debit', () => {
    const file = alteredFixture(
      'camt053-001-08.xml',
      '<camt:CdtDbtInd>DBIT</camt:CdtDbtInd>',
      '<camt:CdtDbtInd>DEBE</camt:CdtDbtInd>',
    );
    expect(problemOf(file)).toEqual({
      line: 70,
      problem: 'bad_direction',
      params: { value: 'DEBE' },
    });
  });

  it('names the line of an impossible booking date', () => {
    const file = alteredFixture(
      'camt053-001-02.xml',
      '<BookgDt><Dt>2024-03-05</Dt></BookgDt>',
      '<BookgDt><Dt>2024-02-30</Dt></BookgDt>',
    );
    expect(problemOf(file)).toMatchObject({ line: 51, problem: 'bad_date' });
  });

  it('names the line where the XML breaks', () => {
    const file = alteredFixture('camt053-001-02.xml', '</NtryRef>', '</NtryReff>');
    expect(problemOf(file)).toMatchObject({ line: 52, problem: 'xml_syntax' });
  });

  it('refuses a DOCTYPE before parsing anything', () => {
    const file = alteredFixture(
      'camt053-001-02.xml',
      '<Document',
      '<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa">]><Document',
    );
    expect(problemOf(file)).toEqual({ line: null, problem: 'xml_doctype', params: {} });
  });

  it('refuses 200,000 nested elements as too deep, before the parser recurses (issue 39, item 7)', () => {
    // Before: the import answered 500 (the parser's recursion ran out of stack).
    const deep = `${'<Ntry>'.repeat(200_000)}${'</Ntry>'.repeat(200_000)}`;
    const file = alteredFixture('camt053-001-02.xml', '</Stmt>', `${deep}</Stmt>`);
    expect(problemOf(file)).toEqual({ line: null, problem: 'xml_depth', params: { max: '64' } });
  });

  it('tells a camt.052 report from a statement', () => {
    const file = alteredFixture('camt053-001-02.xml', /BkToCstmrStmt/g, 'BkToCstmrAcctRpt');
    expect(problemOf(file)).toEqual({
      line: null,
      problem: 'not_camt053',
      params: { kind: 'camt.052' },
    });
  });
});
