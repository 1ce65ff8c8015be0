import type { AdminContactMessage } from '@giro/shared/admin/operator-accounts-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactClient, contactMessage } from '../contact/contact-client.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
});
afterAll(() => testApp.close());

const inbox = async () =>
  (await call('GET', '/api/admin/contact-messages', { token })).json<AdminContactMessage[]>();

describe('contact messages inbox', () => {
  it('lists the newest first and marks one handled once, auditing it', async () => {
    const send = contactClient(testApp.app);
    await send(contactMessage({ message: 'Primer mensaje: ¿cuánto tarda una remesa?' }));
    await send(contactMessage({ message: 'Segundo mensaje: ¿entregan en Holguín?' }));
    const [newest, older] = await inbox();
    expect(newest?.message).toContain('Segundo');
    expect(older?.message).toContain('Primer');
    expect(newest?.handled_at).toBeNull();
    if (newest === undefined) throw new Error('empty inbox');

    const marked = await call('POST', `/api/admin/contact-messages/${newest.id}/handled`, {
      token,
    });
    expect(marked.statusCode).toBe(200);
    const handledAt = marked.json<AdminContactMessage>().handled_at;
    expect(handledAt).toEqual(expect.any(String));
    const again = await call('POST', `/api/admin/contact-messages/${newest.id}/handled`, { token });
    expect(again.json<AdminContactMessage>().handled_at).toBe(handledAt);
    const audit = await auditEntries(call, token, 'contact_message', newest.id);
    expect(audit.map(({ before, after }) => [before, after])).toEqual([
      [{ handled: false }, { handled: true }],
    ]);
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await call(
      'POST',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled',
      { token },
    );
    expect(response.statusCode).toBe(404);
  });
});
