import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type CalculatorClient,
  calculatorClient,
  quoteRequest,
} from '../pricing/calculator-client.ts';
import type { AdminCall } from './admin-client.ts';
import { auditEntries } from './audit-entries.ts';
import { seededConsole } from './seeded-console.ts';

let testApp: TestApp;
let call: AdminCall;
let calculator: CalculatorClient;
let token: string;

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  calculator = calculatorClient(testApp.app);
});
afterAll(() => testApp.close());

const agentTerms = {
  name: 'Agente Vedado',
  active: true,
  destinations: ['CUP', 'USD CASH'],
  markup_percent: '2',
};

describe('PUT /api/admin/destinations/:code', () => {
  const closed = {
    enabled: false,
    direct: true,
    notice_es: 'Los envíos a MLC están pausados hasta el lunes.',
    notice_en: 'Transfers to MLC are paused until Monday.',
  };

  it('closes a destination with a notice the calculator shows at once', async () => {
    const saved = await call('PUT', '/api/admin/destinations/MLC', { token, payload: closed });
    expect(saved.json()).toEqual({ code: 'MLC', ...closed });
    const quote = await calculator.calc(quoteRequest({ destination_currency: 'MLC' }), 'en');
    expect(quote.json()).toEqual({
      code: 'route_unavailable',
      message: 'Transfers to MLC are paused until Monday.',
    });
  });

  it('records the switch with its notices', async () => {
    const [entry] = await auditEntries(call, token, 'destination', 'MLC');
    expect(entry).toMatchObject({
      action: 'update',
      before: { enabled: true, notice_es: null },
      after: { enabled: false, notice_es: closed.notice_es },
    });
  });

  it('reopens it, an empty notice clearing the old one', async () => {
    const payload = { enabled: true, direct: true, notice_es: ' ', notice_en: '' };
    const saved = await call('PUT', '/api/admin/destinations/MLC', { token, payload });
    expect(saved.json()).toMatchObject({ enabled: true, notice_es: null, notice_en: null });
    const quote = await calculator.calc(quoteRequest({ destination_currency: 'MLC' }));
    expect(quote.statusCode).toBe(200);
  });

  it('takes null as the console sends a cleared notice, and the next close has no old notice', async () => {
    const put = (payload: object) => call('PUT', '/api/admin/destinations/MLC', { token, payload });
    expect((await put(closed)).statusCode).toBe(200);
    const reopened = await put({ enabled: true, direct: true, notice_es: null, notice_en: null });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ notice_es: null, notice_en: null });
    const closedAgain = await put({ enabled: false, direct: true, notice_es: '', notice_en: '' });
    expect(closedAgain.json()).toMatchObject({ enabled: false, notice_es: null, notice_en: null });
    await put({ enabled: true, direct: true, notice_es: null, notice_en: null });
  });

  it('names the field of a notice that is too long', async () => {
    const payload = { ...closed, notice_en: 'x'.repeat(256) };
    const response = await call('PUT', '/api/admin/destinations/MLC', { token, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'notice_en', message: expect.any(String) }]);
  });

  it('refuses a code that is not a destination', async () => {
    const response = await call('PUT', '/api/admin/destinations/EUR', { token, payload: closed });
    expect(response.statusCode).toBe(422);
  });
});

describe('agents', () => {
  it('creates an agent with a random link hash that the storefront accepts', async () => {
    const created = await call('POST', '/api/admin/agents', { token, payload: agentTerms });
    expect(created.statusCode).toBe(200);
    const agent = created.json();
    expect(agent).toMatchObject({ ...agentTerms, hash: expect.stringMatching(/^[\w-]{12}$/) });
    const check = await calculator.checkUserUrl(agent.hash);
    expect(check.json()).toMatchObject({
      success: true,
      destination_currencies: [{ name: 'USD CASH' }, { name: 'CUP' }],
    });
    const [entry] = await auditEntries(call, token, 'agent', agent.hash);
    expect(entry).toMatchObject({ action: 'create', after: { name: 'Agente Vedado' } });
  });

  it('keeps a chosen hash, and refuses it a second time', async () => {
    const payload = { ...agentTerms, hash: 'miramar-2' };
    expect((await call('POST', '/api/admin/agents', { token, payload })).statusCode).toBe(200);
    const again = await call('POST', '/api/admin/agents', { token, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'agent_hash_taken',
      message: 'Ya existe un agente con ese enlace.',
    });
  });

  it('prices with a changed markup, and a disabled agent link stops working', async () => {
    const hash = 'miramar-2';
    const markup = { ...agentTerms, markup_percent: '4' };
    await call('PUT', `/api/admin/agents/${hash}`, { token, payload: markup });
    const quote = await calculator.calc(quoteRequest({ key: hash }));
    expect(quote.json()).toMatchObject({ comision: '8.00' });

    const disabled = { ...markup, active: false };
    const saved = await call('PUT', `/api/admin/agents/${hash}`, { token, payload: disabled });
    expect(saved.json()).toMatchObject({ hash, active: false });
    expect((await calculator.checkUserUrl(hash)).json()).toMatchObject({ success: false });
    const [entry] = await auditEntries(call, token, 'agent', hash);
    expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('answers 404 when changing an agent that does not exist', async () => {
    const response = await call('PUT', '/api/admin/agents/nobody-here', {
      token,
      payload: agentTerms,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists agents with their terms', async () => {
    const response = await call('GET', '/api/admin/agents', { token });
    expect(response.json()).toContainEqual({
      hash: 'demo-agent',
      name: 'Agente de demostración',
      active: true,
      destinations: ['USD CASH', 'CUP', 'MLC', 'AIS'],
      markup_percent: '1.5',
      commission_share_percent: '30',
      account: null,
      created_at: expect.any(String),
    });
  });
});

describe('PUT /api/admin/card-prefixes/:list', () => {
  it('replaces a list, which the receiver form reads at once, and records both versions', async () => {
    const before = (await call('GET', '/api/admin/card-prefixes', { token })).json().CUP;
    const payload = { prefixes: ['92250699', '92001111', '92001111'] };
    const saved = await call('PUT', '/api/admin/card-prefixes/CUP', { token, payload });
    expect(saved.json()).toEqual({ prefixes: ['92001111', '92250699'] });
    const lists = await testApp.app.inject({ method: 'GET', url: '/api/card-prefixes' });
    expect(lists.json().CUP).toEqual(['92001111', '92250699']);
    const [entry] = await auditEntries(call, token, 'card_prefix_list', 'CUP');
    expect(entry).toMatchObject({
      before: { prefixes: before },
      after: { prefixes: ['92001111', '92250699'] },
    });
  });

  it('refuses a prefix that is not 8 digits', async () => {
    const payload = { prefixes: ['9225'] };
    const response = await call('PUT', '/api/admin/card-prefixes/MLC', { token, payload });
    expect(response.json().errors).toEqual([
      { path: 'prefixes.0', message: 'Cada prefijo tiene exactamente 8 dígitos' },
    ]);
  });
});
