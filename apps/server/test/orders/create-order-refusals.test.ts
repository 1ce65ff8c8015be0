import type { ContactInfoInput, DestinationCode } from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/orders/orders-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { operatorEdits } from '../pricing/operator-edits.ts';
import { type OrdersClient, ordersClient, type Sender } from './orders-client.ts';

let testApp: TestApp;
let client: OrdersClient;
let sender: Sender;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = ordersClient(testApp);
  sender = await client.newSender();
});
afterAll(() => testApp.close());

async function orderCount(): Promise<number> {
  const [row] = await testApp.db.select({ total: count() }).from(orders);
  return row?.total ?? 0;
}

const quoteChanged = {
  error: true,
  result: {
    message: 'El precio de su envío cambió. Vuelva a calcular el envío antes de pagar.',
    code: 'quote_changed',
    url: '',
    formUrl: '',
    reference: '',
    fiat_account: null,
    crypto_amount: null,
    crypto_expires_at: null,
  },
};

describe('create_order never trusts the amounts of the cart', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a lowered total', { pvp: '4.00' }],
    ['a raised receiving amount', { receiving: '99999.00' }],
    ['a principal under the minimum', { net_price: '1.00', pvp: '5.03' }],
  ])('asks to recalculate for %s and creates nothing', async (_name, tampered) => {
    const body = await client.orderBody('zelle');
    const before = await orderCount();
    const response = await client.createOrder(sender, {
      ...body,
      cart: [{ ...body.cart[0], ...tampered }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(quoteChanged);
    expect(await orderCount()).toBe(before);
  });

  it('asks to recalculate when the operator changed the rate since the quote', async () => {
    const body = await client.orderBody('zelle');
    await operatorEdits(testApp.db).route('USD', 'CUP', { tasa: '330' });
    testApp.app.pricingService.invalidate();
    try {
      const response = await client.createOrder(sender, body, { language: 'en' });
      expect(response.json()).toMatchObject({
        error: true,
        result: {
          code: 'quote_changed',
          message: 'The price of your remittance changed. Recalculate it before paying.',
        },
      });
    } finally {
      await operatorEdits(testApp.db).route('USD', 'CUP', { tasa: '320' });
      testApp.app.pricingService.invalidate();
    }
  });

  it('passes on the pricing refusals, e.g. a paused agent', async () => {
    const body = await client.orderBody('zelle');
    const response = await client.createOrder(sender, { ...body, key: 'demo-agent-paused' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'agent_inactive' });
  });
});

function contactWith(edit: (contact: ContactInfoInput) => void): ContactInfoInput {
  const contact = validContactInfo();
  edit(contact);
  return contact;
}

describe('create_order checks the contact details with the form rules of the destination', () => {
  it.each<[string, DestinationCode, ContactInfoInput, Record<string, string>]>([
    [
      'a CUP card outside the CUP list',
      'CUP',
      contactWith((c) => {
        c.bank.number_card = '4111111111111111';
      }),
      { 'contact.bank.number_card': 'La tarjeta proporcionada no es para CUP' },
    ],
    [
      'a CUP card sent to MLC',
      'MLC',
      validContactInfo(),
      { 'contact.bank.number_card': 'La tarjeta proporcionada no es para MLC' },
    ],
    [
      'card delivery to AIS, which only takes bank transfers',
      'AIS',
      validContactInfo(),
      { 'contact.bank.mode': 'El valor no es válido' },
    ],
    [
      'bank delivery without account and swift',
      'CUP',
      contactWith((c) => {
        c.bank.mode = 'bank';
      }),
      { 'contact.bank.account': 'Campo obligatorio', 'contact.bank.swift': 'Campo obligatorio' },
    ],
    [
      'a receiver document of 10 digits',
      'CUP',
      contactWith((c) => {
        c.receiver.document = '8501011234';
      }),
      { 'contact.receiver.document': 'El carné de identidad tiene 11 dígitos' },
    ],
    [
      'a sender name with digits and a blank email',
      'USD CASH',
      contactWith((c) => {
        c.sender.fullname = 'María 2';
        c.sender.email = ' ';
      }),
      {
        'contact.sender.fullname': "Use letras, espacios, guiones (-) y apóstrofos (')",
        'contact.sender.email': 'Campo obligatorio',
      },
    ],
    [
      'an invalid receiver phone',
      'USD CASH',
      contactWith((c) => {
        c.receiver.phone = '+53 12';
      }),
      { 'contact.receiver.phone': 'El teléfono no es válido' },
    ],
  ])('answers 422 for %s (%s)', async (_name, destination, contact, errors) => {
    const body = await client.orderBody(
      'zelle',
      { destination_currency: destination, key: 'demo-agent' },
      contact,
    );
    const response = await client.createOrder(sender, body);
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ code: string; errors: { path: string; message: string }[] }>();
    expect(answer.code).toBe('validation');
    expect(Object.fromEntries(answer.errors.map((e) => [e.path, e.message]))).toEqual(errors);
  });

  it('takes cash without any bank data', async () => {
    const contact = contactWith((c) => {
      c.bank.number_card = '';
    });
    const body = await client.orderBody('zelle', { destination_currency: 'USD CASH' }, contact);
    const { reference } = await client.placed(sender, body);
    expect((await client.order(reference)).bank).toEqual({
      mode: null,
      swift: '',
      address: '',
      number_card: '',
      account: '',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no contact', { contact: undefined }, { contact: 'Campo obligatorio' }],
    ['a contact that is not an object', { contact: 'x' }, { contact: 'El valor no es válido' }],
    ['an empty cart', { cart: [] }, { cart: 'El valor no es válido' }],
    ['an unknown method', { method: 'cash' }, { method: 'El valor no es válido' }],
  ])('answers 422 for %s', async (_name, edit, errors) => {
    const body = { ...(await client.orderBody('zelle')), ...edit };
    const response = await client.createOrder(sender, body);
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ errors: { path: string; message: string }[] }>();
    expect(Object.fromEntries(answer.errors.map((e) => [e.path, e.message]))).toEqual(errors);
  });
});
