import { ordersExportColumns } from '@giro/shared/admin/dashboard-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, signedInAs } from '../admin/admin-client.ts';
import { auditEntries } from '../admin/audit-entries.ts';
import { seededConsole } from '../admin/seeded-console.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { insertAgent, insertOrders, insertSender } from './dashboard-orders.ts';

let testApp: TestApp;
let call: AdminCall;
let token: string;
let references: string[];

beforeAll(async () => {
  ({ testApp, call, token } = await seededConsole('operator'));
  await insertAgent(testApp, 'agente-csv', 'Agente CSV');
  const user = await insertSender(testApp);
  references = await insertOrders(testApp, user, [
    {
      createdAt: '2026-04-02T09:30:00.000Z',
      status: 'delivered',
      principal: '100.00',
      commission: '4.01',
      deliveryCost: '1.50',
      agentHash: 'agente-csv',
      sharePercent: '12.5',
      senderName: 'Pérez, "Pepe"',
      receiverName: 'Línea uno\nlínea dos',
      history: [
        { to: 'payment_submitted', at: '2026-04-02T09:40:00.000Z' },
        { to: 'paid', at: '2026-04-02T10:00:00.000Z' },
        { to: 'processing', at: '2026-04-02T11:00:00.000Z' },
        { to: 'delivered', at: '2026-04-03T08:15:30.000Z' },
      ],
    },
    // Created first: exported first.
    {
      createdAt: '2026-04-01T00:00:00.000Z',
      status: 'awaiting_payment',
      method: 'crypto',
      payment: 'USDT',
      senderName: '=HYPERLINK("http://evil.example","clic")',
      senderEmail: '@SUM(1+1)',
      receiverName: '+53 Luis',
      agentHash: 'agente-csv',
      sharePercent: '50',
    },
    { createdAt: '2026-04-30T23:59:59.000Z', status: 'cancelled', receiverName: '-Resta' },
    { createdAt: '2026-05-01T00:00:00.000Z', status: 'paid' },
  ]);
});
afterAll(() => testApp.close());

const exportOf = (from: string, to: string) =>
  call('GET', `/api/admin/orders/export.csv?from=${from}&to=${to}`, { token });

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads a UTF-8 CSV named after its days', async () => {
    const response = await exportOf('2026-04-01', '2026-04-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="giro-orders-2026-04-01-2026-04-30.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('puts who exported which days on record, as it hands out personal data', async () => {
    await exportOf('2026-03-01', '2026-03-31');
    const admin = await signedInAs(testApp, 'admin');
    const [entry] = await auditEntries(call, admin, 'orders_export', '2026-03-01/2026-03-31');
    expect(entry).toMatchObject({
      action: 'export',
      after: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(entry?.actor_email).toMatch(/@/);
  });

  it('writes the header, then each order created in the days, oldest first', async () => {
    const [delivered, unpaid, cancelled] = references;
    const { body } = await exportOf('2026-04-01', '2026-04-30');
    expect(body).toBe(
      [
        `${ordersExportColumns.join(',')}\r\n`,
        `${unpaid},2026-04-01T00:00:00Z,,,awaiting_payment,crypto,` +
          `"'=HYPERLINK(""http://evil.example"",""clic"")",'@SUM(1+1),'+53 Luis,` +
          'USDT,CUP,USDT,100.00,4.00,0.00,104.00,32000.00,320.000000,agente-csv,0.00\r\n',
        `${delivered},2026-04-02T09:30:00Z,2026-04-02T10:00:00Z,2026-04-03T08:15:30Z,` +
          'delivered,zelle,"Pérez, ""Pepe""",ana@giro.test,"Línea uno\nlínea dos",' +
          // 4.01 × 12.5 % = 0.50125, rounded half-up to cents.
          'USD,CUP,USD,100.00,4.01,1.50,105.51,32000.00,320.000000,agente-csv,0.50\r\n',
        `${cancelled},2026-04-30T23:59:59Z,,,cancelled,zelle,Ana Pérez,ana@giro.test,'-Resta,` +
          'USD,CUP,USD,100.00,4.00,0.00,104.00,32000.00,320.000000,,\r\n',
      ].join(''),
    );
  });

  it('writes only the header for days without orders', async () => {
    const { statusCode, body } = await exportOf('2026-01-01', '2026-01-31');
    expect(statusCode).toBe(200);
    expect(body).toBe(`${ordersExportColumns.join(',')}\r\n`);
  });
});
