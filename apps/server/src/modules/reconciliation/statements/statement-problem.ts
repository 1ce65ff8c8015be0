import type { Language } from '@giro/shared';

type Params = Record<string, string>;
type Say = (params: Params) => string;

/**
 * What can be wrong with a statement file, in both languages. Each message completes
 * "Line N: …" (or stands alone for the whole file) and names the value it could not read.
 */
const problems = {
  empty_file: {
    es: () => 'el archivo está vacío',
    en: () => 'the file is empty',
  },
  unknown_format: {
    es: () =>
      'no es un extracto que Giro lea (camt.053 XML, OFX/QFX, Norma 43 o CSV con columnas guardadas)',
    en: () =>
      'it is not a statement Giro reads (camt.053 XML, OFX/QFX, Norma 43, or a CSV with saved columns)',
  },
  xml_syntax: {
    es: (p) => `el XML no está bien formado (${p.detail})`,
    en: (p) => `the XML is not well formed (${p.detail})`,
  },
  xml_doctype: {
    es: () => 'el XML declara un DOCTYPE, que ningún extracto lleva',
    en: () => 'the XML declares a DOCTYPE, which no statement has',
  },
  xml_depth: {
    es: (p) =>
      `los elementos del XML se anidan a más de ${p.max} niveles, y ningún extracto lo hace`,
    en: (p) => `the XML nests elements more than ${p.max} levels deep, which no statement does`,
  },
  not_camt053: {
    es: (p) => `es un documento ${p.kind}, no un extracto camt.053`,
    en: (p) => `it is a ${p.kind} document, not a camt.053 statement`,
  },
  several_accounts: {
    es: (p) => `el archivo trae extractos de varias cuentas (${p.accounts}); exporte solo una`,
    en: (p) => `the file holds statements of several accounts (${p.accounts}); export one only`,
  },
  missing_field: {
    es: (p) => `falta ${p.field}`,
    en: (p) => `${p.field} is missing`,
  },
  bad_amount: {
    es: (p) => `el importe «${p.value}» no es un importe`,
    en: (p) => `the amount “${p.value}” is not an amount`,
  },
  amount_decimals: {
    es: (p) => `el importe «${p.value}» tiene más de 2 decimales`,
    en: (p) => `the amount “${p.value}” has more than 2 decimals`,
  },
  amount_too_large: {
    es: (p) => `el importe «${p.value}» es demasiado grande`,
    en: (p) => `the amount “${p.value}” is too large`,
  },
  bad_date: {
    es: (p) => `la fecha «${p.value}» no es una fecha ${p.format}`,
    en: (p) => `the date “${p.value}” is not a ${p.format} date`,
  },
  bad_currency: {
    es: (p) => `«${p.value}» no es un código de moneda`,
    en: (p) => `“${p.value}” is not a currency code`,
  },
  bad_direction: {
    es: (p) => `«${p.value}» no dice si es un abono o un cargo`,
    en: (p) => `“${p.value}” says neither credit nor debit`,
  },
  ofx_no_statement: {
    es: () => 'el OFX no contiene ningún extracto de cuenta o tarjeta (STMTRS o CCSTMTRS)',
    en: () => 'the OFX holds no bank or card statement (STMTRS or CCSTMTRS)',
  },
  ofx_header: {
    es: () => 'la cabecera OFX no está bien formada',
    en: () => 'the OFX header is not well formed',
  },
  n43_length: {
    es: (p) => `el registro tiene ${p.length} caracteres; los de Norma 43 tienen 80`,
    en: (p) => `the record is ${p.length} characters long; Norma 43 records are 80`,
  },
  n43_record_type: {
    es: (p) => `«${p.value}» no es un tipo de registro de Norma 43 (11, 22, 23, 24, 33, 88)`,
    en: (p) => `“${p.value}” is not a Norma 43 record type (11, 22, 23, 24, 33, 88)`,
  },
  n43_out_of_place: {
    es: (p) => `un registro ${p.record} no puede ir aquí (se esperaba ${p.expected})`,
    en: (p) => `a ${p.record} record cannot come here (expected ${p.expected})`,
  },
  n43_totals: {
    es: (p) =>
      `el registro final de cuenta dice ${p.expected}, pero los movimientos suman ${p.found}`,
    en: (p) =>
      `the account's closing record says ${p.expected}, but the movements add up to ${p.found}`,
  },
  n43_record_count: {
    es: (p) => `el registro 88 cuenta ${p.expected} registros y el archivo tiene ${p.found}`,
    en: (p) => `record 88 counts ${p.expected} records and the file has ${p.found}`,
  },
  n43_unterminated: {
    es: () => 'el archivo termina antes del registro final (33 y 88): está incompleto',
    en: () => 'the file ends before its closing records (33 and 88): it is incomplete',
  },
  csv_syntax: {
    es: (p) => `el CSV no se puede leer (${p.detail})`,
    en: (p) => `the CSV cannot be read (${p.detail})`,
  },
  csv_mapping_missing: {
    es: () =>
      'parece un CSV y esta cuenta no tiene columnas guardadas: guarde primero qué columna es cada dato',
    en: () =>
      'it looks like a CSV and this account has no saved columns: save which column holds what first',
  },
  csv_header: {
    es: (p) => `ninguna fila tiene las columnas guardadas para esta cuenta (faltan: ${p.missing})`,
    en: (p) => `no row has the columns saved for this account (missing: ${p.missing})`,
  },
  too_many_lines: {
    es: (p) => `el extracto tiene más de ${p.max} movimientos; divídalo en periodos más cortos`,
    en: (p) => `the statement has more than ${p.max} movements; split it into shorter periods`,
  },
} satisfies Record<string, Record<Language, Say>>;

export type StatementProblemCode = keyof typeof problems;

/** A statement Giro cannot import: where (the file's line, when there is one) and why. */
export class StatementProblem extends Error {
  constructor(
    readonly line: number | null,
    readonly problem: StatementProblemCode,
    readonly params: Params = {},
  ) {
    super(`${line === null ? '' : `line ${line}: `}${problems[problem].en(params)}`);
    this.name = 'StatementProblem';
  }

  describe(language: Language): string {
    return problems[this.problem][language](this.params);
  }
}
