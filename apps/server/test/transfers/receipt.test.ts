import type { Receipt } from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { formatCrypto } from '@giro/shared/locale-format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/orders/orders-tables.ts';
import { complianceClient } from '../compliance/compliance-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { flatText, readPdf } from '../helpers/pdf-text.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let nina: Sender;
let reference: string;

const address = 'Đường Lê Lợi 12, Οδός Ερμού 5, Calle Ñandú 7';

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  nina = await client.orders.newSender();
  const contact = validContactInfo();
  contact.sender.fullname = 'Нина Петрова';
  contact.receiver.fullname = 'Nguyễn Văn Anh';
  contact.receiver.address = address;
  reference = await client.zelleOrder(nina, '100', contact);
  // A name in Cyrillic cannot be compared with the list: the operator looks at it and clears it.
  const compliance = complianceClient(testApp);
  const held = await compliance.heldItem(reference);
  if (held === undefined) throw new Error('a Cyrillic name was not held for review');
  expect((await compliance.decide(held.id, 'clear', 'Checked by hand')).statusCode).toBe(200);
  const { id } = await client.orders.order(reference);
  for (const step of ['payment_submitted', 'paid', 'processing', 'delivered'] as const) {
    await testApp.app.orders.changeStatus(id, step, 'system', `test: ${step}`);
  }
});
afterAll(() => testApp.close());

const receipt = async (language = 'es') => {
  const response = await client.get(nina, `/api/orders/${reference}/receipt`, {
    'accept-language': language,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Receipt>();
};

const pdf = async (language = 'es') => {
  const response = await client.get(nina, `/api/orders/${reference}/receipt.pdf`, {
    'accept-language': language,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

const rowsOf = (content: Receipt) =>
  Object.fromEntries(
    content.sections.flatMap((section) => section.rows.map((r) => [r.label, r.value])),
  );

describe('GET /api/orders/:reference/receipt', () => {
  it('discloses reference, dates, sender, receiver, amounts, rate, method and availability', async () => {
    const content = await receipt();
    expect(content.title).toBe(`Recibo de envío ${reference}`);
    expect(content.operator).toEqual({
      name: 'Giro Envíos',
      contact: expect.arrayContaining(['https://giro.example']),
    });
    const rows = rowsOf(content);
    expect(rows).toMatchObject({
      Referencia: reference,
      Estado: 'Entregada',
      'Método de pago': 'Zelle',
      'Monto enviado': '100,00 USD',
      Comisión: '4,00 USD',
      'Total pagado': '104,00 USD',
      'Tasa de cambio': '1 USD = 320 CUP',
      'Monto a recibir': '32.000,00 CUP',
      Dirección: `${address}, La Habana, La Habana`,
      Tarjeta: '•••• 5678',
    });
    for (const label of [
      'Fecha del pedido',
      'Pago recibido',
      'Entregado',
      'Disponibilidad estimada',
      'Fecha de disponibilidad',
    ])
      expect(rows[label], label).toMatch(/\S/);
    const names = content.sections.map((section) => [section.title, section.rows[0]?.value]);
    expect(names).toContainEqual(['Remitente', 'Нина Петрова']);
    expect(names).toContainEqual(['Beneficiario', 'Nguyễn Văn Anh']);
    expect(content.notices.map((notice) => notice.title)).toEqual([
      'Su derecho a cancelar',
      'Qué hacer si hay un error',
      'Si tiene una queja',
    ]);
    // The demo operator's regulators, with their contact details.
    expect(content.notices[2]?.text).toContain(
      'Oficina para la Protección Financiera del Consumidor (CFPB) (855-411-2372, consumerfinance.gov)',
    );
    expect(content.notices[1]?.text).toContain(reference);
    // The link to 'Mis envíos' goes to the list of transfers, at the one public origin.
    expect(content.notices[0]?.text).toContain(
      `Mis envíos (http://localhost:${testApp.config.PORT}/profile/transfers)`,
    );
  });

  it.each([
    'awaiting_payment',
    'payment_submitted',
    'cancelled',
    'expired',
    'failed',
    'replaced',
  ] as const)(
    'has no receipt, on the page or as a PDF, while %s: no money arrived',
    async (status) => {
      const sender = await client.orders.newSender();
      const unpaid = await client.zelleOrder(sender, '130');
      await testApp.db.update(orders).set({ status }).where(eq(orders.reference, unpaid));
      for (const url of [`/api/orders/${unpaid}/receipt`, `/api/orders/${unpaid}/receipt.pdf`]) {
        const response = await client.get(sender, url);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'receipt_unavailable',
          message: 'Solo un envío cuyo pago recibimos tiene recibo.',
        });
      }
    },
  );

  it('shows the coin, its amount, the network, the wallet and the TXID of a crypto payment', async () => {
    const sender = await client.orders.newSender();
    const body = await client.orders.orderBody('crypto', {
      currency: 'USDT',
      destination_currency: 'USD CASH',
    });
    const { reference: paid, crypto_amount } = await client.orders.placed(sender, body);
    const txid = 'ab'.repeat(32);
    await client.orders.confirmCrypto(sender, { reference: paid, hash: txid });
    const { id, payTo } = await client.orders.order(paid);
    await testApp.app.orders.changeStatus(id, 'paid', 'system', 'test: paid');
    const response = await client.get(sender, `/api/orders/${paid}/receipt`);
    const content = response.json<Receipt>();
    const section = content.sections.find((one) => one.title === 'Pago en criptomoneda');
    expect(section?.rows).toEqual([
      { label: 'Monto enviado en cripto', value: formatCrypto(crypto_amount ?? '', 'USDT', 'es') },
      { label: 'Red', value: 'Tron (TRC-20)' },
      { label: 'Monedero', value: payTo?.kind === 'wallet' ? payTo.address : '' },
      { label: 'TXID', value: txid },
    ]);
  });

  it("answers in the request's language", async () => {
    const rows = rowsOf(await receipt('en'));
    expect(rows).toMatchObject({
      Status: 'Delivered',
      'Amount sent': '100.00 USD',
      'Exchange rate': '1 USD = 320 CUP',
      'Amount to be received': '32,000.00 CUP',
    });
  });
});

describe('GET /api/orders/:reference/receipt.pdf', () => {
  it('downloads a PDF named after the reference', async () => {
    const response = await pdf();
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['es', 'en'])(
    'a PDF reader finds every line of the %s receipt, names as typed',
    async (language) => {
      const [content, response] = await Promise.all([receipt(language), pdf(language)]);
      const { text, pages } = await readPdf(response.rawPayload);
      // The sender's rights (cancellation, error resolution) take the second page.
      expect(pages).toBe(2);
      const found = flatText(text);
      const expected = [
        content.title,
        content.operator.name,
        ...content.operator.contact,
        ...content.sections.flatMap((section) => [
          section.title,
          ...section.rows.flatMap((row) => [row.label, row.value]),
        ]),
        ...content.notices.flatMap((notice) => [notice.title, notice.text]),
        content.issued,
      ];
      for (const line of expected) expect(found, line).toContain(flatText(line));
      for (const name of ['Нина Петрова', 'Nguyễn Văn Anh', 'Οδός Ερμού', 'Ñandú'])
        expect(found).toContain(name);
    },
  );

  it('flows a 3,000-character address onto further pages without losing a word', async () => {
    const words = Array.from(
      { length: 300 },
      (_, index) => `Calle${String(index).padStart(3, '0')}`,
    );
    const longAddress = words.join(' ').padEnd(3000, 'x');
    const order = await client.orders.order(reference);
    await testApp.db
      .update(orders)
      .set({ receiver: { ...order.receiver, address: longAddress } })
      .where(eq(orders.id, order.id));
    const { text, pages } = await readPdf((await pdf()).rawPayload);
    expect(pages).toBe(3);
    const found = flatText(text);
    for (const word of words) expect(found).toContain(word);
    expect(found).toContain('Qué hacer si hay un error');
    expect(found).toContain(`${reference} · 3/3`);
  });
});
