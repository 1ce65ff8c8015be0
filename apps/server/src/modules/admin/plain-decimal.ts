import Big from 'big.js';

/** A numeric column as the console shows and edits it: "1.070000" → "1.07", never "1e-8". */
export function plainDecimal(value: string): string {
  return new Big(value).toFixed();
}
