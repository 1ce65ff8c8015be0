import { expect } from 'vitest';
import { waitUntil } from '../test/helpers/wait-until.ts';
import { cadToCupRoute, quoteRequest } from '../test/pricing/calculator-client.ts';
import type { GiroCall } from './giro-client.ts';

/**
 * An operator sets the CAD→CUP rate from the demo's 232 to 240 through `changeOn`: the next
 * quote of `quoteOn` (which has priced the route before) shows it within 1 s.
 */
export async function expectRateChangeHeardWithin1s(
  changeOn: GiroCall,
  quoteOn: GiroCall,
  operatorToken: string,
): Promise<void> {
  const cadToCup = quoteRequest({ currency: 'CAD', destination_currency: 'CUP' });
  const rate = async () =>
    (await quoteOn('POST', '/api/calc_money_sent', { json: cadToCup })).json<{ tasa: string }>()
      .tasa;
  expect(await rate()).toBe('232');
  const saved = await changeOn('PUT', '/api/admin/pricing/routes/CAD/CUP', {
    token: operatorToken,
    json: cadToCupRoute('240'),
  });
  expect(saved.status).toBe(200);
  const savedAt = Date.now();
  await waitUntil(async () => (await rate()) === '240', {
    timeoutMs: 1_000,
    what: 'the quote at the new rate',
  });
  expect(Date.now() - savedAt).toBeLessThan(1_000);
}
