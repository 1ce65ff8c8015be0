import { decimalPlaces, toBig } from './money.ts';

/**
 * Decimals a rate is shown with: as many as the operator set, so 320 reads "320" and 1.07 reads
 * "1,07" wherever a rate appears (calculator, transfers, receipts).
 */
export function rateDecimals(rate: string): number {
  return decimalPlaces(toBig(rate, 'rate'));
}
