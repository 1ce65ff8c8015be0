import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import type { MailTemplate } from '../../src/modules/mail/mail-template.ts';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase } from '../helpers/create-test-database.ts';
import { freePort } from '../helpers/free-port.ts';
import { smtpRelay } from '../helpers/smtp-relay.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/** What a real SMTP relay accepted: recipient and Message-ID of each message. */
interface Accepted {
  to: string;
  messageId: string;
}

function relayOn(port: number) {
  const accepted: Accepted[] = [];
  const server = smtpRelay(({ to, raw }) => {
    const messageId = /^message-id:\s*(\S+)/im.exec(raw.toString())?.[1] ?? '';
    for (const address of to) accepted.push({ to: address, messageId });
  });
  let listening = false;
  return {
    to: (address: string) => accepted.filter((mail) => mail.to === address),
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listening = true;
    },
    async stop() {
      if (listening) await new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

const noticeMail: MailTemplate<{ text: string }> = {
  es: ({ text }) => ({ subject: 'Aviso', paragraphs: [text] }),
  en: ({ text }) => ({ subject: 'Notice', paragraphs: [text] }),
};

let port: number;
/** Each test's own relay, on its own port: down until the test starts it. */
let relay: ReturnType<typeof relayOn>;
let database: DatabaseHandle;
const apps: TestApp[] = [];

/** A Giro instance on the shared database, mailing through the relay's port. */
async function instance(work: boolean): Promise<TestApp> {
  const testApp = await buildTestApp({
    seed: apps.length === 0,
    database,
    work,
    config: { SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
  apps.push(testApp);
  return testApp;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  port = await freePort();
  relay = relayOn(port);
});
afterEach(async () => {
  for (const testApp of apps.splice(0)) await testApp.close();
  await relay.stop();
});
afterAll(() => database.close());

// A few seconds past the delivery: long enough for a duplicate to show up if there were one.
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

describe('mails that survive an SMTP outage and a crash', () => {
  it('signs up at once while the SMTP server is down and delivers the activation mail once it is up', async () => {
    const testApp = await instance(true);
    const signUp = await accountsClient(testApp).signUp('outage@example.com');
    expect(signUp.statusCode).toBe(200);
    // Two attempts fail against the closed port before the relay comes up.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(relay.to('outage@example.com')).toEqual([]);
    await relay.start();
    await waitUntil(() => relay.to('outage@example.com').length > 0, {
      timeoutMs: 30_000,
      what: 'the activation mail after the outage',
    });
    await settle();
    expect(relay.to('outage@example.com')).toHaveLength(1);
  });

  it('delivers exactly once, from the next instance, a mail committed by one that stopped before sending it', async () => {
    await relay.start();
    const first = await instance(false);
    expect((await accountsClient(first).signUp('crash@example.com')).statusCode).toBe(200);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    await settle();
    expect(relay.to('crash@example.com')).toEqual([]);

    await (await instance(true)).app.ready();
    await waitUntil(() => relay.to('crash@example.com').length > 0, {
      timeoutMs: 20_000,
      what: 'the mail left by the stopped instance',
    });
    await settle();
    expect(relay.to('crash@example.com')).toHaveLength(1);
  });

  it('sends nothing for a change that rolls back, and the mail of one that commits', async () => {
    await relay.start();
    const testApp = await instance(true);
    const { app } = testApp;
    await app.ready();
    const send = (to: string, text: string) =>
      app.mail.enqueue(testApp.db, { to, language: 'es', template: noticeMail, data: { text } });

    await expect(
      testApp.db.transaction(async (tx) => {
        await app.mail.enqueue(tx, {
          to: 'rollback@example.com',
          language: 'es',
          template: noticeMail,
          data: { text: 'Su envío cambió de estado' },
        });
        throw new Error('the status change failed after the mail was enqueued');
      }),
    ).rejects.toThrow('the status change failed');
    await send('commit@example.com', 'Su envío fue entregado');

    await waitUntil(() => relay.to('commit@example.com').length > 0, {
      what: 'the committed mail',
    });
    await settle();
    expect(relay.to('rollback@example.com')).toEqual([]);
    expect(relay.to('commit@example.com')).toHaveLength(1);
  });
});
