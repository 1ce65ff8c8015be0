import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits } from '../../src/modules/accounts/attempt-limits.ts';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox.ts';

let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const resend = (email: string, ip?: string) =>
  client.post('/api/auth/resend-activation', { email }, ip === undefined ? {} : { ip });
const sameAnswer = {
  message:
    'Si esa cuenta aún no está activada, le enviamos un nuevo enlace de activación. Revise su correo.',
};
// The job looks the address up a second after the answer.
const afterTheJob = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('POST /api/auth/resend-activation ("Cuenta no activada")', () => {
  it('mails an account not activated yet a new link that activates it', async () => {
    await client.signUp('lost-mail@example.com');
    await waitForMail(testApp.config.DATA_DIR, 'lost-mail@example.com');
    const response = await resend('lost-mail@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    const mail = await waitForMail(testApp.config.DATA_DIR, 'lost-mail@example.com', 2);
    expect(mail.links[0]).toMatch(/\/user-activation\?token=/);
    const activated = await client.post('/api/auth/activate', { token: tokenOf(mail) });
    expect(activated.json()).toMatchObject({ success: true });
    expect((await client.signIn('lost-mail@example.com')).statusCode).toBe(200);
  });

  it('answers the same for an unknown or an active address, and mails neither', async () => {
    await client.registerActive('active@example.com');
    const unknown = await resend('nobody@example.com');
    const active = await resend('active@example.com');
    expect(unknown.json()).toEqual(sameAnswer);
    expect(active.json()).toEqual(sameAnswer);
    await afterTheJob();
    expect(await mailsTo(testApp.config.DATA_DIR, 'nobody@example.com')).toEqual([]);
    expect(await mailsTo(testApp.config.DATA_DIR, 'active@example.com')).toHaveLength(1);
  });

  it(`answers 429 past ${attemptLimits.resendActivation.perEmail.max} requests an hour for one address`, async () => {
    const statuses = [];
    for (let call = 0; call <= attemptLimits.resendActivation.perEmail.max; call += 1) {
      statuses.push((await resend('Many@Example.com')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });

  it('checks the address with the spec’s message', async () => {
    const response = await resend('not an email');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'email', message: 'El correo no es válido' }],
    });
  });
});
