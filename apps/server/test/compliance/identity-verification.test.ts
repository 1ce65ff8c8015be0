import type { CreateOrderResponse } from '@giro/shared';
import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import type { AdminIdentity } from '@giro/shared/compliance/identity-admin-contracts';
import type { IdentityState } from '@giro/shared/compliance/identity-contracts';
import { validIdentitySubmission } from '@giro/shared/compliance/identity-test-fixtures';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/modules/audit/audit-tables.ts';
import { signedInAs } from '../admin/admin-client.ts';
import { csrf } from '../helpers/csrf.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { realJpeg, realPng } from '../helpers/proof-files.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { Sender } from '../orders/orders-client.ts';
import { multipartContentType, multipartForm } from '../transfers/transfers-client.ts';
import { complianceSuite } from './compliance-suite.ts';

const suite = complianceSuite();

beforeAll(async () => {
  // 150 USD in 30 days: an order of 200 USD needs the sender's identity.
  const settings = { ...defaultComplianceSettings, identity_threshold_usd: '150' };
  const response = await suite.compliance.call('PUT', '/api/admin/compliance/settings', {
    token: await suite.compliance.admin(),
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
});

async function submitAs(sender: Sender, data: object, image?: Buffer, type?: string) {
  const pair = await csrf(suite.testApp.app);
  return suite.testApp.app.inject({
    method: 'POST',
    url: '/api/identity',
    payload: multipartForm([
      { name: 'data', content: JSON.stringify(data) },
      {
        name: 'file',
        content: image ?? realPng,
        file: { name: 'id.png', contentType: type ?? 'image/png' },
      },
    ]),
    cookies: pair.cookies,
    headers: {
      ...pair.headers,
      authorization: `Bearer ${sender.token}`,
      'content-type': multipartContentType,
    },
  });
}

async function state(sender: Sender): Promise<IdentityState> {
  return (await suite.compliance.transfers.get(sender, '/api/identity')).json<IdentityState>();
}

async function pending(): Promise<AdminIdentity[]> {
  const response = await suite.compliance.call(
    'GET',
    '/api/admin/compliance/identity?status=pending',
    {
      token: await suite.compliance.operator(),
    },
  );
  return response.json<AdminIdentity[]>();
}

async function decide(id: string, decision: 'approve' | 'reject', reason = '') {
  return suite.compliance.call('POST', `/api/admin/compliance/identity/${id}/decision`, {
    token: await suite.compliance.operator(),
    payload: { decision, reason },
  });
}

async function orderOf(sender: Sender, amount: string) {
  const body = await suite.compliance.orders.orderBody('zelle', { amount });
  const response = await suite.compliance.orders.createOrder(sender, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateOrderResponse>().result;
}

describe('a sender over the 30-day threshold', () => {
  let sender: Sender;
  let reference: string;

  beforeAll(async () => {
    sender = await suite.compliance.orders.newSender();
  });

  it('cannot pay the order until their identity is verified', async () => {
    const under = await orderOf(sender, '100');
    expect(under.code).toBe('');
    const over = await orderOf(sender, '60');
    expect(over).toMatchObject({ code: 'identity_required', fiat_account: null });
    reference = over.reference;
    expect(await suite.compliance.detail(sender, reference)).toMatchObject({
      hold: 'identity',
      payment: null,
    });
    expect(await state(sender)).toMatchObject({
      required: true,
      verified: false,
      latest: null,
      threshold: { amount: '150', currency: 'USD' },
    });
    const confirm = await suite.compliance.orders.confirmFiat(sender, {
      account: 'me@example.com',
      order: 'TX900001',
      reference,
      fiat_method: 'zelle',
    });
    expect(confirm.json()).toMatchObject({ code: 'payment_on_hold' });
  });

  it('refuses a minor, an expired document and a file that is not a photo', async () => {
    const minor = await submitAs(sender, validIdentitySubmission({ date_of_birth: '2010-01-01' }));
    expect(minor.json()).toMatchObject({ code: 'identity_underage' });
    const expired = await submitAs(
      sender,
      validIdentitySubmission({ document_expiry: '2025-03-03' }),
    );
    expect(expired.json()).toMatchObject({ code: 'identity_document_expired' });
    const pdf = await submitAs(
      sender,
      validIdentitySubmission(),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(415);
    const missing = await submitAs(sender, { ...validIdentitySubmission(), document_number: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({
      path: 'document_number',
      message: 'Campo obligatorio',
    });
  });

  it('is rejected with a reason they are mailed, sends again, and is approved', async () => {
    const first = await submitAs(
      sender,
      validIdentitySubmission({ document_number: 'X0000001' }),
      realJpeg,
      'image/jpeg',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ latest: { status: 'pending' } });
    expect((await submitAs(sender, validIdentitySubmission())).json()).toMatchObject({
      code: 'identity_pending',
    });

    const [queued] = (await pending()).filter((item) => item.held_orders.includes(reference));
    if (queued === undefined) throw new Error('not queued');
    expect(queued).toMatchObject({ document_number: 'X0000001', date_of_birth: '1980-05-17' });
    const rejected = await decide(queued.id, 'reject', 'La foto está borrosa');
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'La foto está borrosa' });
    await waitUntil(async () =>
      (await mailsTo(suite.testApp.config.DATA_DIR, sender.email)).some((mail) =>
        mail.text.includes('La foto está borrosa'),
      ),
    );
    expect(await state(sender)).toMatchObject({
      latest: { status: 'rejected', reason: 'La foto está borrosa' },
    });
    expect((await decide(queued.id, 'approve')).json()).toMatchObject({
      code: 'identity_not_pending',
    });

    expect((await submitAs(sender, validIdentitySubmission())).statusCode).toBe(200);
    const [again] = (await pending()).filter((item) => item.held_orders.includes(reference));
    if (again === undefined) throw new Error('not queued again');
    expect((await decide(again.id, 'approve')).json()).toMatchObject({
      status: 'approved',
      held_orders: [],
    });
    expect(await state(sender)).toMatchObject({ required: false, verified: true });
    const detail = await suite.compliance.detail(sender, reference);
    expect(detail).toMatchObject({ hold: null, payment: { kind: 'account' } });
    await waitUntil(
      async () => (await suite.compliance.orders.mailsAbout(sender, reference)).length > 0,
      {
        what: 'the instructions of the released order',
      },
    );
    expect((await orderOf(sender, '70')).code).toBe('');
  });

  it('is asked again once the document has expired', async () => {
    suite.clock = new Date('2030-02-01T12:00:00Z');
    await suite.compliance.confirmListCurrent();
    await suite.compliance.signInAgain(sender);
    const next = await orderOf(sender, '300');
    expect(next.code).toBe('identity_required');
    expect(await state(sender)).toMatchObject({
      verified: false,
      latest: { status: 'approved', expired: true },
    });
  });
});

describe('the photo of an ID document', () => {
  it('follows the staff guard of every console call, each view audited (issue 39, item 5)', async () => {
    const owner = await suite.compliance.orders.newSender();
    const submitted = await submitAs(owner, validIdentitySubmission());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const latest = (await state(owner)).latest;
    if (latest === null) throw new Error('no submission');
    const url = `/api/admin/identity-documents/${latest.id}`;
    const view = (token?: string) =>
      suite.testApp.app.inject({
        method: 'GET',
        url,
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      });
    // Before: GET /api/identity-documents/:id answered 200 image/png to an operator signed in
    // with a password only.
    const passwordOnly = await signedInAs(suite.testApp, 'operator', { enrol: false });
    const refused = await view(passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'mfa_required' });

    const seen = await view(await signedInAs(suite.testApp, 'operator'));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const views = await suite.testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, latest.id), eq(auditLog.action, 'view_image')));
    expect(views).toHaveLength(1);

    const other = await suite.compliance.orders.newSender();
    for (const token of [owner.token, other.token]) {
      expect((await view(token)).statusCode).toBe(403);
    }
    expect((await view()).statusCode).toBe(401);
  });
});
