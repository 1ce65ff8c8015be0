import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type OrdersClient,
  ordersClient,
  type Sender,
  waitForOrderMails,
} from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
});
afterAll(() => testApp.close());

let amounts = 200;

/** Places an order and walks it to delivered; the mails about it, the delivered one last. */
async function deliveredOrderMails(sender: Sender, method: 'paypal' | 'crypto') {
  amounts += 1;
  const overrides =
    method === 'crypto'
      ? { currency: 'BTC', amount: String(amounts) }
      : { amount: String(amounts) };
  const { reference } = await client.placed(sender, await client.orderBody(method, overrides));
  const { id } = await client.order(reference);
  for (const step of ['paid', 'processing', 'delivered'] as const) {
    await testApp.app.orders.changeStatus(id, step, 'operator:7', `moved to ${step}`);
  }
  // Three status mails, after PayPal's mail of payment instructions at creation: waiting for
  // fewer returned before the delivered mail whenever the mails landed slowly.
  return waitForOrderMails(client, sender, reference, method === 'crypto' ? 3 : 4);
}

const mailSaying = (mails: { text: string }[], status: string) =>
  mails.find((mail) => mail.text.includes(status))?.text ?? '';

describe('the order status mails name the total by whether it was paid', () => {
  it("says 'Total pagado' on the mails of a paid, processing and delivered order", async () => {
    const mails = await deliveredOrderMails(await client.newSender('es'), 'paypal');
    for (const status of ['Estado: Pagada', 'Estado: En proceso', 'Estado: Entregada']) {
      const text = mailSaying(mails, status);
      expect(text, status).toMatch(/Total pagado: 1?\d{3},\d{2} USD/);
      expect(text, status).not.toContain('Total a pagar');
    }
  });

  it("says 'Total paid' to an English sender once the order is paid", async () => {
    const mails = await deliveredOrderMails(await client.newSender('en'), 'paypal');
    const delivered = mailSaying(mails, 'Status: Delivered');
    expect(delivered).toContain('Total paid: ');
    expect(delivered).not.toContain('Total to pay');
  });

  it("says 'Monto pagado' for the crypto amount of a delivered crypto order", async () => {
    const mails = await deliveredOrderMails(await client.newSender('es'), 'crypto');
    const delivered = mailSaying(mails, 'Estado: Entregada');
    expect(delivered).toMatch(/Monto pagado: [\d,]+ BTC/);
    expect(delivered).not.toContain('Monto a enviar');
  });
});
