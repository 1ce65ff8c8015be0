import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type AgentsWorld, agentsWorld } from './agent-fixtures.ts';

let testApp: TestApp;
let world: AgentsWorld;
let agent: string;
const many = 1_203;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  world = agentsWorld(testApp);
  const staff = await world.staff();
  agent = await world.signedInAgent(staff, 'csv-agent', '12.5');
  const order = { agentHash: 'csv-agent', share: '12.5', commission: '8.00' };
  await world.insertOrder({
    ...order,
    createdAt: new Date('2026-02-01T00:00:00Z'),
    senderName: '=HYPERLINK("http://evil.example") Pérez',
  });
  await world.insertOrder({
    ...order,
    createdAt: new Date('2026-02-02T00:00:00Z'),
    senderName: '+Ana',
  });
  await world.insertOrder({
    ...order,
    createdAt: new Date('2026-02-03T00:00:00Z'),
    senderName: '@Luis',
  });
  await world.insertOrder({
    ...order,
    createdAt: new Date('2026-02-04T00:00:00Z'),
    senderName: '-Rosa',
    status: 'cancelled',
  });
  // More than two batches of the export, all in one month, ties in time included.
  const january = new Date('2026-01-15T00:00:00Z').getTime();
  for (let index = 0; index < many; index += 1) {
    const createdAt = new Date(january + Math.floor(index / 3) * 1_000);
    await world.insertOrder({ ...order, createdAt });
  }
}, 120_000);
afterAll(() => testApp.close());

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/agent/transfers.csv', () => {
  it('answers a CSV attachment with the header row in Spanish', async () => {
    const response = await world.get('/api/agent/transfers.csv?month=2026-02', agent, 'es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="envios-agente.csv"',
    );
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'Referencia,Fecha (UTC),Ruta,Importe enviado,Moneda,Recibe,Moneda de destino,Estado,Remitente,Comisión,Liquidada',
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(
      /^AG-\d+,2026-02-04T00:00:00.000Z,USD → CUP,100.00,USD,32000.00,CUP,Cancelada,'-Rosa,0.00,No$/,
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const response = await world.get('/api/agent/transfers.csv?month=2026-02', agent, 'en');
    const body = response.body;
    expect(lines(body)[0]).toBe(
      'Reference,Date (UTC),Corridor,Amount sent,Currency,Receives,Destination currency,Status,Sender,Commission,Settled',
    );
    // First names only: the formula's first word, quoted as it holds a double quote.
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"")",1.00,No`);
    expect(body).toContain(",'+Ana,1.00,No");
    expect(body).toContain(",'@Luis,1.00,No");
    expect(body).not.toMatch(/,[=+@-][A-Za-z]/);
  });

  it('exports every transfer in keyset batches, newest first, none twice', async () => {
    const response = await world.get('/api/agent/transfers.csv?month=2026-01', agent, 'en');
    const rows = lines(response.body).slice(1);
    expect(rows).toHaveLength(many);
    const references = rows.map((row) => row.split(',')[0]);
    expect(new Set(references).size).toBe(many);
    const dates = rows.map((row) => row.split(',')[1] ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists 500 on the page and says the rest are in the export', async () => {
    const response = await world.get('/api/agent/transfers', agent);
    const { transfers, truncated } = response.json();
    expect(transfers).toHaveLength(500);
    expect(truncated).toBe(true);
  });
});
