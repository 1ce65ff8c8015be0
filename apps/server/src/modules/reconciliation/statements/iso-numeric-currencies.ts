/**
 * ISO 4217 numeric codes of the currencies a Norma 43 file may name (record 11, positions
 * 48-50): the euro and the currencies Spanish banks keep foreign-currency accounts in.
 */
export const isoNumericCurrencies: Readonly<Record<string, string>> = {
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
  '124': 'CAD',
  '036': 'AUD',
  '392': 'JPY',
  '752': 'SEK',
  '578': 'NOK',
  '208': 'DKK',
  '985': 'PLN',
  '484': 'MXN',
  '032': 'ARS',
  '152': 'CLP',
  '170': 'COP',
  '604': 'PEN',
  '986': 'BRL',
  '937': 'VES',
  '214': 'DOP',
  '192': 'CUP',
  '931': 'CUC',
  '156': 'CNY',
};
