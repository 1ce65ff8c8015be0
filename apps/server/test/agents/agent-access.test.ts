import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type AgentsWorld, agentsWorld } from './agent-fixtures.ts';

let testApp: TestApp;
let world: AgentsWorld;
let staff: string;
let agentA: string;
let agentB: string;
const refs: { a: string[]; b: string[]; none: string } = { a: [], b: [], none: '' };

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  world = agentsWorld(testApp);
  staff = await world.staff();
  agentA = await world.signedInAgent(staff, 'agent-a', '50');
  agentB = await world.signedInAgent(staff, 'agent-b', '50');
  const nov = new Date('2026-11-10T12:00:00Z');
  const later = new Date('2026-11-10T13:00:00Z');
  const oct = new Date('2026-10-31T23:59:59Z');
  refs.a.push(
    await world.insertOrder({
      agentHash: 'agent-a',
      share: '50',
      commission: '5.00',
      createdAt: oct,
    }),
    await world.insertOrder({
      agentHash: 'agent-a',
      share: '50',
      commission: '5.00',
      createdAt: nov,
      status: 'awaiting_payment',
    }),
    await world.insertOrder({
      agentHash: 'agent-a',
      share: '50',
      commission: '5.00',
      createdAt: later,
    }),
    await world.insertOrder({
      agentHash: 'agent-a',
      share: '50',
      commission: '5.00',
      createdAt: nov,
      status: 'replaced',
    }),
  );
  refs.b.push(await world.insertOrder({ agentHash: 'agent-b', share: '50', commission: '5.00' }));
  refs.none = await world.insertOrder({ agentHash: null, share: null, commission: '5.00' });
});
afterAll(() => testApp.close());

const agentPaths = () => [
  '/api/agent/me',
  '/api/agent/transfers',
  '/api/agent/transfers.csv',
  `/api/agent/transfers/${refs.a[0]}`,
  '/api/agent/commissions',
];

describe('who may call /api/agent/*', () => {
  it('answers 401 unauthorized to anonymous calls on every route', async () => {
    for (const path of agentPaths()) {
      const response = await world.get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('answers 403 forbidden to a sender and to staff on every route', async () => {
    await world.sender('plain.sender@example.com');
    const sender = (await world.accounts.signIn('plain.sender@example.com')).json().token;
    for (const token of [sender, staff]) {
      for (const path of agentPaths()) {
        const response = await world.get(path, token);
        expect(response.statusCode, path).toBe(403);
        expect(response.json(), path).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('checks the role before the input: a sender gets 403 even for a bad month', async () => {
    const sender = (await world.accounts.signIn('plain.sender@example.com')).json().token;
    const response = await world.get('/api/agent/transfers?month=2026-13', sender);
    expect(response.statusCode).toBe(403);
  });
});

describe("an agent's own transfers", () => {
  it('lists only its transfers, newest first, without replaced orders', async () => {
    const response = await world.get('/api/agent/transfers', agentA);
    expect(response.statusCode).toBe(200);
    const { transfers, truncated } = response.json();
    expect(truncated).toBe(false);
    expect(transfers.map((t: { reference: string }) => t.reference)).toEqual([
      refs.a[2],
      refs.a[1],
      refs.a[0],
    ]);
  });

  it('shows the sender by first name only and no contact data', async () => {
    const response = await world.get(`/api/agent/transfers/${refs.a[2]}`, agentA);
    expect(response.json()).toEqual({
      reference: refs.a[2],
      created_at: '2026-11-10T13:00:00.000Z',
      payment_currency: 'USD',
      destination_currency: 'CUP',
      amount_sent: '100.00',
      pricing_currency: 'USD',
      receiving: '32000.00',
      status: 'paid',
      sender_first_name: 'María',
      commission: '2.50',
      settled: false,
    });
    expect(response.body).not.toContain('maria@example.com');
    expect(response.body).not.toContain('202 555');
  });

  it("answers 404 for another agent's transfer, a direct one and an unknown reference", async () => {
    for (const reference of [refs.b[0], refs.none, 'GR-NOPE00']) {
      const response = await world.get(`/api/agent/transfers/${reference}`, agentA);
      expect(response.statusCode, reference).toBe(404);
    }
    const mine = await world.get(`/api/agent/transfers/${refs.b[0]}`, agentB);
    expect(mine.statusCode).toBe(200);
  });

  it('filters by UTC month and by status', async () => {
    const october = await world.get('/api/agent/transfers?month=2026-10', agentA);
    expect(october.json().transfers.map((t: { reference: string }) => t.reference)).toEqual([
      refs.a[0],
    ]);
    const waiting = await world.get('/api/agent/transfers?status=awaiting_payment', agentA);
    expect(waiting.json().transfers).toEqual([
      expect.objectContaining({ reference: refs.a[1], commission: '0.00' }),
    ]);
    const bad = await world.get('/api/agent/transfers?month=2026-13', agentA);
    expect(bad.statusCode).toBe(422);
  });
});
