import type { Receipt } from '@giro/shared';
import type { Claim } from '@giro/shared/compliance/claim-contracts';
import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type { Disclosure } from '@giro/shared/compliance/disclosure-contracts';
import type { AdminClaim, AdminRefund } from '@giro/shared/compliance/refund-claim-admin-contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/modules/audit/audit-tables.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { csrf } from '../helpers/csrf.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { Sender } from '../orders/orders-client.ts';
import { quoteRequest } from '../pricing/calculator-client.ts';
import { complianceSuite, suiteStart as start } from './compliance-suite.ts';

const suite = complianceSuite();

const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
const dayMs = 86_400_000;

/** A Zelle order its sender confirmed paying at `start`. */
async function paidOrder(sender: Sender) {
  const reference = await suite.compliance.transfers.zelleOrder(sender);
  const confirmed = await suite.compliance.orders.confirmFiat(sender, {
    account: 'me@example.com',
    order: `TX${reference.replace(/\W/g, '')}`,
    reference,
    fiat_method: 'zelle',
  });
  expect(confirmed.statusCode).toBe(200);
  return reference;
}

async function senderPost(sender: Sender, url: string, payload?: object) {
  const pair = await csrf(suite.testApp.app);
  return suite.testApp.app.inject({
    method: 'POST',
    url,
    ...(payload !== undefined && { payload }),
    cookies: pair.cookies,
    headers: { ...pair.headers, authorization: `Bearer ${sender.token}` },
  });
}

describe('cancelling a paid transfer', () => {
  it('within 30 minutes of paying cancels it with everything paid owed back, audited and mailed', async () => {
    const sender = await suite.compliance.orders.newSender();
    const reference = await paidOrder(sender);
    suite.clock = minutes(29);
    const detail = await suite.compliance.detail(sender, reference);
    expect(detail).toMatchObject({ can_cancel: true, cancel_until: minutes(30).toISOString() });
    const cancelled = await suite.compliance.transfers.post(
      sender,
      `/api/orders/${reference}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = await suite.compliance.orders.order(reference);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      refund: { amount: order.total, currency: 'USD', refunded_at: null },
    });
    const audit = await suite.testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reference), eq(auditLog.action, 'sender_cancel')));
    expect(audit).toHaveLength(1);
    await waitUntil(async () =>
      (await suite.compliance.orders.mailsAbout(sender, reference)).some((mail) =>
        mail.text.includes('comisión incluida'),
      ),
    );

    const token = await suite.compliance.operator();
    const queue = await suite.compliance.call('GET', '/api/admin/compliance/refunds', { token });
    expect(queue.json<AdminRefund[]>()).toContainEqual(
      expect.objectContaining({ reference, reason: 'sender_cancellation', amount: order.total }),
    );
    const done = await suite.compliance.call(
      'POST',
      `/api/admin/compliance/refunds/${reference}/refunded`,
      {
        token,
        payload: { note: 'Zelle refund 8842' },
      },
    );
    expect(done.json()).toMatchObject({ reference, refunded_by: expect.any(String) });
    const again = await suite.compliance.call(
      'POST',
      `/api/admin/compliance/refunds/${reference}/refunded`,
      {
        token,
        payload: { note: '' },
      },
    );
    expect(again.json()).toMatchObject({ code: 'refund_not_owed' });
    expect((await suite.compliance.detail(sender, reference)).refund?.refunded_at).not.toBeNull();
  });

  it('31 minutes after paying is refused', async () => {
    const sender = await suite.compliance.orders.newSender();
    const reference = await paidOrder(sender);
    suite.clock = minutes(31);
    expect((await suite.compliance.detail(sender, reference)).can_cancel).toBe(false);
    const refused = await suite.compliance.transfers.post(
      sender,
      `/api/orders/${reference}/cancel`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'cancel_window_closed' });
    expect((await suite.compliance.orders.order(reference)).status).toBe('payment_submitted');
  });

  it('is refused once delivered, even within the 30 minutes', async () => {
    const sender = await suite.compliance.orders.newSender();
    const reference = await paidOrder(sender);
    const { id } = await suite.compliance.orders.order(reference);
    for (const step of ['paid', 'processing', 'delivered'] as const) {
      await suite.testApp.app.orders.changeStatus(id, step, 'system', `test: ${step}`);
    }
    suite.clock = minutes(5);
    const refused = await suite.compliance.transfers.post(
      sender,
      `/api/orders/${reference}/cancel`,
    );
    expect(refused.json()).toMatchObject({ code: 'illegal_transition' });
  });
});

describe('an error claim', () => {
  it('goes from the sender to the operator’s queue with its 90-day deadline and back as a mailed answer', async () => {
    const sender = await suite.compliance.orders.newSender();
    const unpaid = await suite.compliance.transfers.zelleOrder(sender, '120');
    const notPaid = await senderPost(sender, `/api/orders/${unpaid}/claims`, {
      kind: 'not_received',
      description: 'Nada llegó',
    });
    expect(notPaid.json()).toMatchObject({ code: 'claim_not_paid' });

    const reference = await paidOrder(sender);
    suite.clock = new Date(start.getTime() + 5 * dayMs);
    const filed = await senderPost(sender, `/api/orders/${reference}/claims`, {
      kind: 'wrong_amount',
      description: 'Mi hermano recibió 28000 CUP, no 32000.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const claim = filed.json<Claim>();
    expect(claim.due_at).toBe(new Date(suite.clock.getTime() + 90 * dayMs).toISOString());
    await waitUntil(async () =>
      (await suite.compliance.orders.mailsAbout(sender, reference)).some((mail) =>
        mail.text.includes('reclamo'),
      ),
    );

    // Days later: a staff session ends 12 hours after its sign-in.
    const token = await suite.compliance.operator(true);
    const open = await suite.compliance.call('GET', '/api/admin/compliance/claims', { token });
    expect(open.json<AdminClaim[]>()).toContainEqual(
      expect.objectContaining({ id: claim.id, reference, kind: 'wrong_amount', outcome: null }),
    );
    const answered = await suite.compliance.call(
      'POST',
      `/api/admin/compliance/claims/${claim.id}/answer`,
      {
        token,
        payload: {
          outcome: 'corrected',
          answer: 'Enviamos los 4000 CUP que faltaban el 10 de marzo.',
        },
      },
    );
    expect(answered.json()).toMatchObject({
      outcome: 'corrected',
      answered_at: expect.any(String),
    });
    const twice = await suite.compliance.call(
      'POST',
      `/api/admin/compliance/claims/${claim.id}/answer`,
      {
        token,
        payload: { outcome: 'no_error', answer: 'x' },
      },
    );
    expect(twice.json()).toMatchObject({ code: 'claim_answered' });
    await waitUntil(async () =>
      (await mailsTo(suite.testApp.config.DATA_DIR, sender.email)).some((mail) =>
        mail.text.includes('Enviamos los 4000 CUP'),
      ),
    );
    expect((await suite.compliance.detail(sender, reference)).claims).toEqual([
      expect.objectContaining({ id: claim.id, outcome: 'corrected' }),
    ]);
  });

  it('is refused 180 days after the availability date', async () => {
    const sender = await suite.compliance.orders.newSender();
    const reference = await paidOrder(sender);
    // Paid on Tuesday 4 March with a 3-business-day option: available on Friday 7 March.
    expect((await suite.compliance.detail(sender, reference)).available_on).toBe('2025-03-07');
    suite.clock = new Date('2025-09-03T12:00:00Z');
    await suite.compliance.signInAgain(sender);
    expect((await suite.compliance.detail(sender, reference)).can_claim).toBe(true);
    suite.clock = new Date('2025-09-04T12:00:00Z');
    expect((await suite.compliance.detail(sender, reference)).can_claim).toBe(false);
    const late = await senderPost(sender, `/api/orders/${reference}/claims`, {
      kind: 'late',
      description: 'Tardó demasiado',
    });
    expect(late.json()).toMatchObject({ code: 'claim_window_closed' });
  });
});

describe('what the sender is told', () => {
  it('discloses amounts, fees, rate and the availability date before paying', async () => {
    const response = await accountsClient(suite.testApp).post('/api/disclosure', quoteRequest());
    expect(response.statusCode).toBe(200);
    expect(response.json<Disclosure>()).toMatchObject({
      pricing_currency: 'USD',
      principal: '100.00',
      commission: '4.00',
      delivery_cost: '0.00',
      total: '104.00',
      rate: '320',
      receiving: '32000.00',
      available_on: '2025-03-07',
      cancel_minutes: 30,
      claim_days: 180,
    });
  });

  it('gives the receipt the availability date, the rights and the regulator’s contact', async () => {
    const settings = {
      ...defaultComplianceSettings,
      regulators: [
        {
          name_es: 'Oficina para la Protección Financiera del Consumidor',
          name_en: 'Consumer Financial Protection Bureau',
          phone: '855-411-2372',
          website: 'consumerfinance.gov',
          address: '',
        },
      ],
    };
    const token = await suite.compliance.admin();
    expect(
      (
        await suite.compliance.call('PUT', '/api/admin/compliance/settings', {
          token,
          payload: settings,
        })
      ).statusCode,
    ).toBe(200);
    const sender = await suite.compliance.orders.newSender();
    const reference = await paidOrder(sender);
    // A receipt is for money that arrived: the operator saw it.
    const paid = await suite.compliance.call('POST', `/api/admin/orders/${reference}/actions`, {
      token,
      payload: { action: 'mark_paid', note: 'Visto en el banco' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const language of ['es', 'en'] as const) {
      const response = await suite.compliance.transfers.get(
        sender,
        `/api/orders/${reference}/receipt`,
        {
          'accept-language': language,
        },
      );
      const receipt = response.json<Receipt>();
      const rows = receipt.sections.flatMap((section) => section.rows);
      const notices = receipt.notices.map((notice) => notice.text).join('\n');
      if (language === 'es') {
        expect(rows).toContainEqual({
          label: 'Fecha de disponibilidad',
          value: '7 de marzo de 2025',
        });
        expect(notices).toContain('30 minutos');
        expect(notices).toContain('180 días');
        expect(notices).toContain(
          'Oficina para la Protección Financiera del Consumidor (855-411-2372, consumerfinance.gov)',
        );
      } else {
        expect(rows).toContainEqual({ label: 'Date available', value: 'March 7, 2025' });
        expect(notices).toContain(
          'Consumer Financial Protection Bureau (855-411-2372, consumerfinance.gov)',
        );
      }
    }
  });
});
