/**
 * Words that tell nothing about who someone is: Spanish and Portuguese particles ("de la",
 * "y") and the legal forms of companies ("S.A.", "Ltd."). Single letters (initials, the S and A
 * of "S.A.") are dropped too.
 */
const noise = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'Y',
  'DA',
  'DAS',
  'DO',
  'DOS',
  'SA',
  'SL',
  'SRL',
  'LTD',
  'LTDA',
  'LIMITED',
  'INC',
  'LLC',
  'CO',
  'CIA',
  'CORP',
  'GMBH',
  'BV',
]);

/**
 * A name as the screening compares it: without accents or case (`Rodríguez` = `RODRIGUEZ`),
 * with hyphens, commas and other marks as word breaks (`LOPEZ-CALLEJA, Luis` = `Luis Lopez
 * Calleja`), apostrophes joined (`O'Neil` = `ONEIL`), particles and legal forms left out. Word
 * order is not kept: scoring pairs words wherever they stand.
 */
export function nameTokens(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['‘’ʼ´`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ');
  return plain.split(' ').filter((token) => token.length > 1 && !noise.has(token));
}
