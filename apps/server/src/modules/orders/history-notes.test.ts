import { describe, expect, it } from 'vitest';
import { historyNotes, readHistoryNote } from './history-notes.ts';

const one = { lineIds: [12], amount: '105.00', currency: 'EUR' };
const split = { lineIds: [12, 13], amount: '105.00', currency: 'EUR' };

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
    [
      historyNotes.statementPaid(one),
      { code: 'statement_paid', params: { lines: '12', amount: '105.00', currency: 'EUR' } },
    ],
    [
      historyNotes.statementPaid(split),
      { code: 'statement_paid', params: { lines: '12+13', amount: '105.00', currency: 'EUR' } },
    ],
    [
      historyNotes.statementAccepted(one, '105.50'),
      {
        code: 'statement_accepted',
        params: { lines: '12', amount: '105.00', currency: 'EUR', total: '105.50' },
      },
    ],
    [
      historyNotes.statementRecorded(one),
      { code: 'statement_recorded', params: { lines: '12', amount: '105.00', currency: 'EUR' } },
    ],
    [
      historyNotes.statementIgnored(split, 'delivered'),
      {
        code: 'statement_ignored',
        params: { lines: '12+13', amount: '105.00', currency: 'EUR', status: 'delivered' },
      },
    ],
    [
      historyNotes.statementDifferenceRequested(one, '120.00', '15.00'),
      {
        code: 'statement_difference_requested',
        params: {
          lines: '12',
          amount: '105.00',
          currency: 'EUR',
          total: '120.00',
          missing: '15.00',
        },
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
