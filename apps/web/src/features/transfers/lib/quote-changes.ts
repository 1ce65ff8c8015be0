import { deliveryCost } from '@giro/shared/pricing/breakdown';
import type { CalcMoneySentResponse } from '@giro/shared/pricing/contracts';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import Big from 'big.js';

/** For the sender: a higher rate or a lower fee is in their favour. */
export type Change = 'same' | 'better' | 'worse';

type QuoteLine = 'rate' | 'commission' | 'deliveryCost' | 'total' | 'receiving';

export type QuoteChange = {
  line: QuoteLine;
  before: string;
  today: string;
  currency: string;
  change: Change;
};

function compare(before: string, today: string, higherIsBetter: boolean): Change {
  const order = new Big(today).cmp(before);
  if (order === 0) return 'same';
  return order > 0 === higherIsBetter ? 'better' : 'worse';
}

/** The order's prices beside today's quote for the same amount, line by line. */
export function quoteChanges(detail: TransferDetail, quote: CalcMoneySentResponse): QuoteChange[] {
  const pricing = detail.pricing_currency;
  const destination = detail.destination_currency;
  const line = (
    name: QuoteLine,
    before: string,
    today: string,
    currency: string,
    higherIsBetter: boolean,
  ): QuoteChange => ({
    line: name,
    before,
    today,
    currency,
    change: compare(before, today, higherIsBetter),
  });
  return [
    line('rate', detail.rate, quote.tasa, destination, true),
    line('commission', detail.commission, quote.comision, pricing, false),
    line('deliveryCost', detail.delivery_cost, deliveryCost(quote), pricing, false),
    line('total', detail.total, quote.topay, pricing, false),
    line('receiving', detail.receiving, quote.receiving, destination, true),
  ];
}

/** The operator's terms that moved (rate, fee, delivery cost); totals only follow from them. */
export const changedTerms = (changes: readonly QuoteChange[]) =>
  changes.filter(
    (change) => change.change !== 'same' && change.line !== 'total' && change.line !== 'receiving',
  );
