import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, parseEml, type SentMail } from '../helpers/outbox.ts';
import { smtpRelay } from '../helpers/smtp-relay.ts';
import { waitUntil } from '../helpers/wait-until.ts';

interface Delivery {
  from: string;
  to: string[];
  mail: SentMail;
}

const deliveries: Delivery[] = [];
const smtp = smtpRelay(({ from, to, raw }) => {
  deliveries.push({ from, to, mail: parseEml('smtp', raw.toString('utf8')) });
});

let testApp: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await buildTestApp({ seed: true, config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP', () => {
  it('delivers the activation mail to the SMTP server from the operator address', async () => {
    const response = await accountsClient(testApp).signUp('smtp@example.com');
    expect(response.statusCode).toBe(200);
    await waitUntil(() => deliveries.length > 0, { what: 'the SMTP delivery' });

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery?.from).toBe('soporte@giro.example');
    expect(delivery?.to).toEqual(['smtp@example.com']);
    expect(delivery?.mail.text).toContain('Gracias por registrarse en Giro Envíos.');
    expect(delivery?.mail.links[0]).toMatch(/\/user-activation\?token=[\w-]{43}$/);
    expect(await mailsTo(testApp.config.DATA_DIR, 'smtp@example.com')).toEqual([]);
  });
});
