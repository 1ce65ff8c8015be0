import type * as contracts from '@giro/shared/pricing/contracts';

type Name =
  | 'calcMoneySentResponseSchema'
  | 'checkUserUrlResponseSchema'
  | 'getCurrenciesResponseSchema';

/**
 * A calculator answer's schema, imported with the first call: the home page renders from the
 * server's markup and data, so its first visit downloads no zod.
 */
export function pricingSchema<N extends Name>(name: N) {
  return (): Promise<(typeof contracts)[N]> =>
    import('@giro/shared/pricing/contracts').then((module) => module[name]);
}
