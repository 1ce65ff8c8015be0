import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/env.ts';
import { linkOrigin } from '../../src/modules/mail/public-origin.ts';
import { agentsWorld } from '../agents/agent-fixtures.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { parseEml, type SentMail, waitForMail } from '../helpers/outbox.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { ordersClient } from '../orders/orders-client.ts';
import { payInSandbox } from '../payments/sandbox-page.ts';
import { rateAlertsClient, usdToCup } from '../rate-alerts/rate-alerts-client.ts';

const publicUrl = 'https://envios.example';
// A forger's Host on every request: it must reach no mail.
const forged = { host: 'evil.example' };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, config: { PUBLIC_URL: publicUrl } });
});
afterAll(() => testApp.close());

async function everyMail(): Promise<SentMail[]> {
  const outbox = join(testApp.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => parseEml(name, await readFile(join(outbox, name), 'utf8'))),
  );
}

/** Makes Giro send each kind of mail it has, through the calls that cause them. */
async function sendEveryKindOfMail() {
  const accounts = accountsClient(testApp);
  const orders = ordersClient(testApp);
  const world = agentsWorld(testApp);
  const alerts = rateAlertsClient(testApp);

  await accounts.signUp('new@example.com', {}, forged); // activation
  await waitForMail(testApp.config.DATA_DIR, 'new@example.com');
  await accounts.post('/api/auth/resend-activation', { email: 'new@example.com' }, forged);
  await accounts.registerActive('taken@example.com');
  await accounts.signUp('taken@example.com', {}, forged); // "you already have an account"
  await accounts.post('/reset-password', { email: 'taken@example.com' }, forged); // reset

  const sender = await orders.newSender();
  const zelle = await orders.placed(sender, await orders.orderBody('zelle')); // instructions
  await orders.confirmFiat(sender, {
    account: 'yo@banco.example',
    order: 'BAC123456',
    reference: zelle.reference,
    fiat_method: 'zelle',
  }); // status
  const tropipay = await orders.placed(
    sender,
    await orders.orderBody('tropipay', { amount: '90' }),
  );
  await testApp.app.orders.changeStatus(
    (await orders.order(tropipay.reference)).id,
    'cancelled',
    'system',
    'test: cancelled',
  );
  await payInSandbox(testApp.app, tropipay.url, 'approve', sender); // the operator's alert

  const staff = await world.staff();
  await world.signedInAgent(staff, 'links-agent', '30'); // invitation
  await accounts.registerActive('sender-agent@example.com');
  await world.createAgent(staff, 'links-agent-2', '30');
  await world.invite(staff, 'links-agent-2', 'sender-agent@example.com'); // made an agent
  const march = new Date('2026-03-05T09:00:00Z');
  await world.insertOrder({
    agentHash: 'links-agent',
    share: '30',
    commission: '10.00',
    createdAt: march,
  });
  await world.call('POST', '/api/admin/agents/links-agent/settlements', {
    token: staff,
    payload: { month: '2026-03' },
  }); // settlement

  await alerts('POST', '/api/rate-alerts', {
    token: sender.token,
    payload: { currency: 'USD', destination_currency: 'CUP', direction: 'at_least', target: '330' },
  });
  await alerts('PUT', '/api/admin/pricing/routes/USD/CUP', {
    token: staff,
    payload: usdToCup('335'),
  }); // rate alert

  await accounts.post(
    '/contact',
    { name: 'Ana', email: 'ana@example.com', message: 'Hola', freelancer: '' },
    forged,
  ); // the operator's contact message
}

describe('every link in every mail', () => {
  it('starts at PUBLIC_URL, whatever Host the request came with', async () => {
    await sendEveryKindOfMail();
    const kinds = [
      '/user-activation',
      '/reset-password',
      '/profile/transfers/',
      '/admin/orders',
      '/agent-invitation',
      '/agent',
      '/rate-alerts/unsubscribe',
    ];
    const pathsIn = (mails: { links: string[] }[]) =>
      mails.flatMap((mail) => mail.links).map((link) => new URL(link).pathname);
    // Activation ×3, exists, reset, instructions, status ×3, alert, invitation, agent,
    // settlement, rate alert, contact: the jobs deliver them in any order; wait for every kind
    // (a count alone was once reached by other mails before the rate alert's arrived).
    await waitUntil(
      async () => {
        const mails = await everyMail();
        const paths = pathsIn(mails);
        return (
          mails.length >= 15 && kinds.every((kind) => paths.some((path) => path.startsWith(kind)))
        );
      },
      { what: 'a mail of every kind' },
    );
    const mails = await everyMail();
    const links = mails.flatMap((mail) => mail.links);
    for (const link of links) expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
    for (const mail of mails) expect(mail.html).not.toContain('evil.example');
  });
});

describe('the one public origin', () => {
  const config = (values: Partial<Config>) =>
    ({ PUBLIC_URL: undefined, SEED_DEMO: false, PORT: 3000, ...values }) as Config;

  it('is PUBLIC_URL when set', () => {
    expect(linkOrigin(config({ PUBLIC_URL: publicUrl, SEED_DEMO: true }), 'giro.example')).toBe(
      publicUrl,
    );
  });

  it("is the local address on a demo start, the operator's domain otherwise", () => {
    expect(linkOrigin(config({ SEED_DEMO: true, PORT: 4100 }), 'giro.example')).toBe(
      'http://localhost:4100',
    );
    expect(linkOrigin(config({}), 'giro.example')).toBe('https://giro.example');
  });
});
