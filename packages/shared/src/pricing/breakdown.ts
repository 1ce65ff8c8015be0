import Big from 'big.js';
import type { CalcMoneySentResponse } from './contracts.ts';
import { formatDecimal, MONEY_DECIMALS } from './money.ts';

/** Spec §9: the commission breakdown and shipping cost are labelled EUR or USD, nothing else. */
export function breakdownCurrencyLabel(currency: string): 'EUR' | 'USD' {
  return currency === 'EUR' ? 'EUR' : 'USD';
}

/** The delivery cost a quote includes: topay − value − comision, exact to the cent. */
export function deliveryCost(quote: Pick<CalcMoneySentResponse, 'topay' | 'value' | 'comision'>) {
  return formatDecimal(
    new Big(quote.topay).minus(quote.value).minus(quote.comision),
    MONEY_DECIMALS,
  );
}
