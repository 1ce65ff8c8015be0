import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../admin/audit-entries.ts';
import { testPassword } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox.ts';
import { type AgentsWorld, agentsWorld } from './agent-fixtures.ts';

let testApp: TestApp;
let world: AgentsWorld;
let staff: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  world = agentsWorld(testApp);
  staff = await world.staff();
});
afterAll(() => testApp.close());

const accept = (token: string, password = testPassword) =>
  world.accounts.post('/api/auth/agent-invitation', {
    token,
    password,
    password_confirmation: password,
  });

describe('inviting a new address', () => {
  const email = 'vedado.agente@example.com';

  it('gives the agent an inactive account and mails an invitation link', async () => {
    await world.createAgent(staff, 'vedado-1', '25');
    const invited = await world.invite(staff, 'vedado-1', email, 'en');
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      hash: 'vedado-1',
      commission_share_percent: '25',
      account: { email, active: false },
    });
    const mail = await waitForMail(testApp.config.DATA_DIR, email);
    expect(mail.text).toContain('choose a password');
    expect(mail.links[0]).toMatch(/\/agent-invitation\?token=[\w-]+$/);
  });

  it('checks the link: valid, for whom', async () => {
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, email));
    const checked = await world.accounts.post('/api/auth/agent-invitation/check', { token });
    expect(checked.json()).toEqual({ valid: true, email, agent_name: 'Agente vedado-1' });
  });

  it('refuses to sign in before the password is set', async () => {
    const response = await world.accounts.signIn(email, testPassword);
    expect(response.statusCode).toBe(401);
  });

  it('sets the password, signs the agent in and opens the agent page', async () => {
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, email));
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ token: string }>().token;
    const me = await world.get('/api/agent/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      hash: 'vedado-1',
      name: 'Agente vedado-1',
      active: true,
      link: `http://localhost:${testApp.config.PORT}/?hash=vedado-1`,
      destinations: ['CUP', 'USD CASH'],
      commission_share_percent: '25',
    });
    const user = await world.get('/api/auth/user', session);
    expect(user.json()).toMatchObject({ email, role: 'agent' });
  });

  it('signs in with the chosen password afterwards, and the console shows the account active', async () => {
    const signedIn = await world.accounts.signIn(email, testPassword);
    expect(signedIn.statusCode).toBe(200);
    const list = await world.call('GET', '/api/admin/agents', { token: staff });
    const agent = list.json<{ hash: string }[]>().find((row) => row.hash === 'vedado-1');
    expect(agent).toMatchObject({ account: { email, active: true } });
  });

  it('spends the link: a second use answers 400 token_invalid and the check says invalid', async () => {
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, email));
    const again = await accept(token, 'otra-clave-larga-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'token_invalid' });
    const checked = await world.accounts.post('/api/auth/agent-invitation/check', { token });
    expect(checked.json()).toEqual({ valid: false });
  });

  it('lets only one of two concurrent uses of a link through', async () => {
    const racer = 'racer.agente@example.com';
    await world.createAgent(staff, 'racer-1', '10');
    await world.invite(staff, 'racer-1', racer);
    const token = tokenOf(await waitForMail(testApp.config.DATA_DIR, racer));
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 400 token_invalid for a link that never existed', async () => {
    const response = await accept('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'token_invalid' });
  });

  it('records the invitation in the audit log', async () => {
    const [entry] = await auditEntries(world.call, staff, 'agent', 'vedado-1');
    expect(entry).toMatchObject({
      action: 'invite',
      before: { account: null },
      after: { account: { email, kind: 'new' } },
    });
  });
});

describe('making an existing sender an agent', () => {
  const email = 'rosa.sender@example.com';

  it('links the account, makes it an agent and mails it to sign in at /agent', async () => {
    await world.sender(email);
    await world.createAgent(staff, 'playa-2', '40');
    const invited = await world.invite(staff, 'playa-2', email);
    expect(invited.json()).toMatchObject({ account: { email, active: true } });
    const mail = await waitForMail(testApp.config.DATA_DIR, email);
    // The account's own language (en), not the one the operator picked for new addresses.
    expect(mail.text).toContain('is now that of the agent “Agente playa-2”');
    expect(mail.links[0]).toBe(`http://localhost:${testApp.config.PORT}/agent`);
    const session = (await world.accounts.signIn(email)).json<{ token: string }>().token;
    expect((await world.get('/api/agent/me', session)).json()).toMatchObject({ hash: 'playa-2' });
  });

  it('invites an account that was never activated to choose its password', async () => {
    const pending = 'pending.sender@example.com';
    await world.sender(pending, false);
    await world.createAgent(staff, 'cerro-3', '5');
    expect((await world.invite(staff, 'cerro-3', pending)).statusCode).toBe(200);
    const session = await world.acceptInvitation(pending);
    expect((await world.get('/api/agent/me', session)).json()).toMatchObject({ hash: 'cerro-3' });
  });
});

describe('refused invitations (409)', () => {
  it('refuses a second account for an agent that has one', async () => {
    const response = await world.invite(staff, 'vedado-1', 'another@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'agent_has_account' });
    expect(await mailsTo(testApp.config.DATA_DIR, 'another@example.com')).toEqual([]);
  });

  it("refuses a staff member's address", async () => {
    await world.createAgent(staff, 'staff-4', '5');
    const { email } = (await world.get('/api/auth/user', staff)).json<{ email: string }>();
    const response = await world.invite(staff, 'staff-4', email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'agent_email_staff' });
  });

  it("refuses another agent's address", async () => {
    const response = await world.invite(staff, 'staff-4', 'vedado.agente@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'agent_email_other_agent' });
  });

  it('answers 404 for an agent that does not exist', async () => {
    const response = await world.invite(staff, 'nobody-here', 'x@example.com');
    expect(response.statusCode).toBe(404);
  });
});
