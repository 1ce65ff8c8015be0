import { describe, expect, it } from 'vitest';
import { historyNotes, readHistoryNote } from './history-notes.ts';

describe('history notes read back as events', () => {
  it.each([
    [historyNotes.created, { code: 'created', params: {} }],
    [historyNotes.senderCancelled, { code: 'sender_cancelled', params: {} }],
    [historyNotes.unpaidExpired(72), { code: 'unpaid_expired', params: { hours: '72' } }],
    [historyNotes.replaced('GR-ABC123'), { code: 'replaced', params: { reference: 'GR-ABC123' } }],
    [
      historyNotes.methodChanged('zelle', 'transferencia'),
      { code: 'method_changed', params: { from: 'zelle', to: 'transferencia' } },
    ],
    [historyNotes.proofUploaded, { code: 'proof_uploaded', params: {} }],
    [
      historyNotes.gatewayResult('payeer', '991', 'paid'),
      { code: 'gateway_result', params: { gateway: 'payeer', transaction: '991', result: 'paid' } },
    ],
    [
      historyNotes.gatewayIgnored(historyNotes.gatewayResult('tropipay', 'x1', 'failed'), 'paid'),
      {
        code: 'gateway_ignored',
        params: { gateway: 'tropipay', transaction: 'x1', result: 'failed', status: 'paid' },
      },
    ],
  ])('%s', (note, event) => {
    expect(readHistoryNote(note)).toEqual(event);
  });

  it("reads a staff member's own words as no event", () => {
    expect(readHistoryNote('Entregado en mano')).toBeNull();
    expect(readHistoryNote('Unknown payment 1 paid')).toBeNull();
    expect(readHistoryNote('payment method cash → zelle')).toBeNull();
  });
});
