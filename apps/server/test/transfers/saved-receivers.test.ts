import type { SavedReceiver } from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let sender: Sender;
let other: Sender;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  sender = await client.orders.newSender();
  other = await client.orders.newSender();
});
afterAll(() => testApp.close());

const receiversOf = async (owner: Sender) =>
  (await client.get(owner, '/api/receivers')).json<SavedReceiver[]>();

function withReceiver(fullname: string, document: string) {
  const contact = validContactInfo();
  return { ...contact, receiver: { ...contact.receiver, fullname, document } };
}

describe('saved receivers', () => {
  it('remembers each receiver once per document and card, most recent first', async () => {
    await client.zelleOrder(sender, '100');
    await client.zelleOrder(sender, '110');
    await client.zelleOrder(sender, '120', withReceiver('Rosa Martí', '90020254321'));
    const receivers = await receiversOf(sender);
    expect(receivers.map((saved) => saved.receiver.fullname)).toEqual([
      'Rosa Martí',
      'Ángel Güell',
    ]);
    expect(receivers[1]).toMatchObject({
      destination_currency: 'CUP',
      receiver: { document: '85010112345', province: 'La Habana' },
      bank: { mode: 'card', number_card: validContactInfo().bank.number_card },
    });
    expect(await receiversOf(other)).toEqual([]);
  });

  it('cannot be deleted by another sender', async () => {
    const [saved] = await receiversOf(sender);
    const response = await client.delete(other, `/api/receivers/${saved?.id}`);
    expect(response.statusCode).toBe(404);
    expect(await receiversOf(sender)).toHaveLength(2);
  });

  it('is deleted by its owner', async () => {
    const [saved] = await receiversOf(sender);
    const response = await client.delete(sender, `/api/receivers/${saved?.id}`);
    expect(response.statusCode).toBe(204);
    expect((await receiversOf(sender)).map((receiver) => receiver.id)).not.toContain(saved?.id);
    expect((await client.delete(sender, `/api/receivers/${saved?.id}`)).statusCode).toBe(404);
  });
});

describe('the sender block of the next order', () => {
  it("starts from the latest order's sender details, the sender's own only", async () => {
    const contact = validContactInfo();
    contact.sender.phone = '+1 305 555 0199';
    contact.sender.moneysource = 'business';
    await client.zelleOrder(sender, '130', contact);
    const last = await client.get(sender, '/api/last-sender');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({
      sender: expect.objectContaining({ phone: '+13055550199', moneysource: 'business' }),
    });
    const none = await client.get(await client.orders.newSender(), '/api/last-sender');
    expect(none.json()).toEqual({ sender: null });
  });
});
