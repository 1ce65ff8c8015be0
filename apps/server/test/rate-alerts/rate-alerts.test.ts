import type { ListRateAlertsResponse, RateAlert } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../admin/admin-client.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, type SentMail, waitForMail } from '../helpers/outbox.ts';
import { type RateAlertsCall, rateAlertsClient, usdToCup } from './rate-alerts-client.ts';

let testApp: TestApp;
let call: RateAlertsCall;
let operator: string;
let ana: string;
let beto: string;
let anaEmail = '';

beforeAll(async () => {
  const seeded = await seededConsole('operator');
  ({ testApp, token: operator } = seeded);
  call = rateAlertsClient(testApp);
  ana = await signedInAs(testApp, 'sender');
  anaEmail = (await call('GET', '/api/auth/user', { token: ana })).json<{ email: string }>().email;
  beto = await signedInAs(testApp, 'sender');
});
afterAll(() => testApp.close());

const watch = (target: string, direction = 'at_least') => ({
  currency: 'USD',
  destination_currency: 'CUP',
  direction,
  target,
});

async function list(token: string): Promise<ListRateAlertsResponse> {
  const response = await call('GET', '/api/rate-alerts', { token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function create(token: string, target: string): Promise<RateAlert> {
  const response = await call('POST', '/api/rate-alerts', { token, payload: watch(target) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const setRate = async (tasa: string) => {
  const response = await call('PUT', '/api/admin/pricing/routes/USD/CUP', {
    token: operator,
    payload: usdToCup(tasa),
  });
  expect(response.statusCode, response.body).toBe(200);
};

const unsubscribeLink = (mail: SentMail) => {
  const link = mail.links.find((url) => url.includes('/rate-alerts/unsubscribe?token='));
  if (link === undefined) throw new Error(`no unsubscribe link in ${mail.file}`);
  return new URL(link);
};

// One database for the file; the tests run in order and the rate moves only in the last ones.
describe('rate alerts', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/rate-alerts')).statusCode).toBe(401);
    const created = await call('POST', '/api/rate-alerts', { payload: watch('330') });
    expect(created.statusCode).toBe(401);
  });

  it('lists open corridors with their rate, and creates an alert', async () => {
    const empty = await list(ana);
    expect(empty.items).toEqual([]);
    expect(empty.limit).toBe(10);
    expect(empty.corridors).toContainEqual({
      currency: 'USD',
      destination_currency: 'CUP',
      rate: '320',
    });

    const alert = await create(ana, '330.50');
    expect(alert).toMatchObject({ ...watch('330.5'), rate: '320', notified_at: null });
    expect((await list(ana)).items.map((item) => item.id)).toEqual([alert.id]);
  });

  it.each([
    ['es', '300', 'rate_alert_reached', 'La tasa de hoy, 1 USD = 320 CUP, ya cumple esa meta.'],
    [
      'en',
      '300',
      'rate_alert_reached',
      "Today's rate, 1 USD = 320 CUP, already meets that target.",
    ],
    ['es', '1000', 'rate_alert_far', 'Elija una meta entre 160 CUP y 640 CUP.'],
    ['en', '1000', 'rate_alert_far', 'Choose a target between 160 CUP and 640 CUP.'],
  ] as const)('answers 422 in %s for target %s: %s', async (language, target, code, message) => {
    const response = await call('POST', '/api/rate-alerts', {
      token: ana,
      payload: watch(target),
      language,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('answers 422 for a malformed target, an unknown corridor and a duplicate', async () => {
    const malformed = await call('POST', '/api/rate-alerts', {
      token: ana,
      payload: watch('-3'),
      language: 'en',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ code: 'validation' });
    expect(malformed.json().errors[0].path).toBe('target');

    const unknown = await call('POST', '/api/rate-alerts', {
      token: ana,
      payload: { ...watch('2'), currency: 'XYZ' },
    });
    expect(unknown.json()).toMatchObject({ code: 'rate_alert_corridor' });

    const again = await call('POST', '/api/rate-alerts', { token: ana, payload: watch('330.5') });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'rate_alert_duplicate' });
  });

  it('keeps at most 10 alerts per sender', async () => {
    for (let target = 321; target <= 330; target += 1) await create(beto, String(target));
    const eleventh = await call('POST', '/api/rate-alerts', {
      token: beto,
      payload: watch('331'),
      language: 'en',
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({
      code: 'rate_alert_limit',
      message: 'You can keep up to 10 rate alerts. Delete one to create another.',
    });
    expect((await list(beto)).items).toHaveLength(10);
  });

  it("answers 404 for another sender's alert and leaves it alone", async () => {
    const [anas] = (await list(ana)).items;
    const deleted = await call('DELETE', `/api/rate-alerts/${anas?.id}`, { token: beto });
    expect(deleted.statusCode).toBe(404);
    expect((await list(beto)).items.map((item) => item.id)).not.toContain(anas?.id);
    expect((await list(ana)).items).toHaveLength(1);

    const [betos] = (await list(beto)).items;
    expect(
      (await call('DELETE', `/api/rate-alerts/${betos?.id}`, { token: beto })).statusCode,
    ).toBe(204);
    expect((await list(beto)).items).toHaveLength(9);
  });

  it('mails nobody when the rate change rolls back', async () => {
    await expect(
      testApp.db.transaction(async (tx) => {
        await testApp.app.rateCrossing.rateSaved(
          tx,
          { paymentCurrency: 'USD', destinationCurrency: 'CUP', tasa: '400', enabled: true },
          'http://localhost',
        );
        throw new Error('the audit entry failed');
      }),
    ).rejects.toThrow('the audit entry failed');
    expect((await list(ana)).items[0]?.notified_at).toBeNull();
  });

  it('mails once per crossing, and again after the rate went back below', async () => {
    await setRate('335');
    const first = await waitForMail(testApp.config.DATA_DIR, anaEmail);
    expect(first.text).toContain('1 USD ≥ 330,5 CUP');
    expect(first.text).toContain('1 USD = 335 CUP');
    expect((await list(ana)).items[0]?.notified_at).not.toBeNull();

    await setRate('340'); // still above: no new mail
    await setRate('325'); // below again: re-armed, no mail
    await setRate('331'); // crosses again
    await waitForMail(testApp.config.DATA_DIR, anaEmail, 2);
    await setRate('320');
    // The rolled-back change, 340 and 325 sent nothing: exactly two mails.
    expect(await mailsTo(testApp.config.DATA_DIR, anaEmail)).toHaveLength(2);
  });

  it('unsubscribes through the signed link without a session, and refuses a forged one', async () => {
    const mail = await waitForMail(testApp.config.DATA_DIR, anaEmail);
    const link = unsubscribeLink(mail);
    expect(link.pathname).toBe('/rate-alerts/unsubscribe');
    // Mail apps offer the same signed page as their own "unsubscribe" button.
    expect(new URL(mail.listUnsubscribe?.replace(/^<|>$/g, '') ?? '').href).toBe(link.href);
    const token = link.searchParams.get('token') ?? '';
    const [id, signature] = token.split('.');

    for (const forged of [`${Number(id) + 1}.${signature}`, `${id}.${'A'.repeat(43)}`, id]) {
      const refused = await call('POST', '/api/rate-alerts/unsubscribe', {
        payload: { token: forged },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'token_invalid' });
    }
    expect((await list(ana)).items).toHaveLength(1);

    const done = await call('POST', '/api/rate-alerts/unsubscribe', { payload: { token } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ alert: watch('330.5') });
    expect((await list(ana)).items).toEqual([]);

    const twice = await call('POST', '/api/rate-alerts/unsubscribe', { payload: { token } });
    expect(twice.json()).toMatchObject({ alert: null });
  });

  it('documents every call with its security and error answers', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const created = document.paths['/api/rate-alerts'].post;
    expect(created.security).toEqual([{ bearer: [], csrf: [], csrfCookie: [] }]);
    expect(Object.keys(created.responses)).toEqual(expect.arrayContaining(['201', '401', '422']));
    expect(Object.keys(document.paths['/api/rate-alerts/{id}'].delete.responses)).toContain('404');
    expect(document.paths['/api/rate-alerts/unsubscribe'].post.security).toEqual([
      { csrf: [], csrfCookie: [] },
    ]);
  });
});
