import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { enrolTotp } from '../helpers/second-factor.ts';
import { type AdminCall, adminClient, signedInAs } from './admin-client.ts';
import { type DocumentedCall, documentedCalls } from './openapi-document.ts';

let testApp: TestApp;
let call: AdminCall;
let calls: DocumentedCall[];
const tokens = { sender: '', operator: '', admin: '', unenrolledAdmin: '' };

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  call = adminClient(testApp);
  calls = await documentedCalls(testApp.app, '/api/admin/');
  tokens.sender = await signedInAs(testApp, 'sender');
  tokens.operator = await signedInAs(testApp, 'operator');
  tokens.admin = await signedInAs(testApp, 'admin');
  tokens.unenrolledAdmin = await signedInAs(testApp, 'admin', { enrol: false });
});
afterAll(() => testApp.close());

/** `METHOD url → status code` of every documented admin call made with `token`. */
async function answers(token: string | undefined, only = (_: DocumentedCall) => true) {
  const lines: string[] = [];
  for (const documented of calls.filter(only)) {
    const response = await call(documented.method, documented.url, {
      ...(token !== undefined && { token }),
      ...(documented.method !== 'GET' && { payload: {} }),
    });
    lines.push(
      `${documented.method} ${documented.url} → ${response.json<{ code?: string }>().code ?? response.statusCode}`,
    );
  }
  return lines;
}

const answeredWith = (code: string) => (line: string) => line.endsWith(`→ ${code}`);

// Every route the OpenAPI document lists: a route added later is checked without a new test.
describe('every /api/admin call', () => {
  it('is documented, with the role it needs', () => {
    expect(calls.length).toBeGreaterThan(15);
    for (const documented of calls) expect(['operator', 'admin']).toContain(documented.staffRole);
  });

  it('answers 401 unauthorized without a session', async () => {
    const lines = await answers(undefined);
    expect(lines.filter((line) => !answeredWith('unauthorized')(line))).toEqual([]);
  });

  it("answers 403 forbidden to a sender's session", async () => {
    const lines = await answers(tokens.sender);
    expect(lines.filter((line) => !answeredWith('forbidden')(line))).toEqual([]);
  });

  it('answers 403 forbidden to an operator on the calls only admins may make', async () => {
    const lines = await answers(tokens.operator, (documented) => documented.staffRole === 'admin');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !answeredWith('forbidden')(line))).toEqual([]);
  });

  it('answers 403 mfa_required to a staff account without a second factor, until it enrols', async () => {
    const lines = await answers(tokens.unenrolledAdmin);
    expect(lines.length).toBe(calls.length);
    expect(lines.filter((line) => !answeredWith('mfa_required')(line))).toEqual([]);

    await enrolTotp(testApp, accountsClient(testApp), tokens.unenrolledAdmin);
    const me = await call('GET', '/api/admin/me', { token: tokens.unenrolledAdmin });
    expect(me.statusCode).toBe(200);
  });

  it('lets an operator through to the operator calls, which answer without failing', async () => {
    const lines = await answers(
      tokens.operator,
      (documented) => documented.staffRole === 'operator',
    );
    expect(lines.filter((line) => /→ (unauthorized|forbidden|internal)$/.test(line))).toEqual([]);
  });

  it('lets an admin through to every call, which answers without failing', async () => {
    const lines = await answers(tokens.admin);
    expect(lines.filter((line) => /→ (unauthorized|forbidden|internal)$/.test(line))).toEqual([]);
  });
});

describe('GET /api/admin/me', () => {
  it('names the signed-in staff member and role', async () => {
    const response = await call('GET', '/api/admin/me', { token: tokens.operator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'operator',
      email: expect.stringMatching(/^operator\./),
    });
  });
});
