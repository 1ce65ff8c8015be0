import type { RateAlertDirection } from '@giro/shared/rate-alerts/rate-alert-contracts';
import Big from 'big.js';

/** Whether a corridor at `rate` meets an alert's target. */
export function meetsTarget(direction: RateAlertDirection, target: string, rate: string): boolean {
  return direction === 'at_least' ? new Big(rate).gte(target) : new Big(rate).lte(target);
}

/** Targets further than this factor from today's rate are typing mistakes, not wishes. */
export const targetRange = (rate: string) => ({
  min: new Big(rate).div(2).round(6, Big.roundUp).toFixed(),
  max: new Big(rate).times(2).toFixed(),
});

/** A numeric column's "320.000000" as the operator typed it: "320". */
export const canonicalRate = (rate: string) => new Big(rate).toFixed();
