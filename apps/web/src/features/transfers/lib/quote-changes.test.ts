import { describe, expect, it } from 'vitest';
import { detail } from '../test-fixtures';
import { changedTerms, quoteChanges } from './quote-changes';

const quote = {
  underlimit: false,
  receiving: '36000.00',
  value: '100.00',
  topay: '106.00',
  btc: null,
  tasa: '360.00',
  comision: '6.00',
};

describe('quoteChanges', () => {
  it("compares each line of the order with today's quote, from the sender's side", () => {
    const byLine = Object.fromEntries(quoteChanges(detail, quote).map((c) => [c.line, c]));
    expect(byLine.rate).toMatchObject({ before: '350.000000', today: '360.00', change: 'better' });
    expect(byLine.commission).toMatchObject({ before: '5.00', today: '6.00', change: 'worse' });
    expect(byLine.deliveryCost).toMatchObject({ today: '0.00', change: 'same' });
    expect(byLine.total).toMatchObject({ currency: 'USD', change: 'worse' });
    expect(byLine.receiving).toMatchObject({ currency: 'CUP', change: 'better' });
  });

  it('names only the terms that moved, not the totals that follow', () => {
    const terms = changedTerms(quoteChanges(detail, quote)).map((change) => change.line);
    expect(terms).toEqual(['rate', 'commission']);
  });

  it('sees an equal rate written with other decimals as unchanged', () => {
    const same = {
      ...quote,
      tasa: '350',
      comision: '5.00',
      topay: '105.00',
      receiving: '35000.00',
    };
    expect(changedTerms(quoteChanges(detail, same))).toEqual([]);
  });
});
