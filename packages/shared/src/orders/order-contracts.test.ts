import { describe, expect, it } from 'vitest';
import { issuesOf } from '../contact-info/test-fixtures.ts';
import { translateShared } from '../i18n.ts';
import { getWalletAddressQuerySchema } from './checkout-data-contracts.ts';
import {
  confirmCryptoPaymentBodySchema,
  confirmFiatPaymentBodySchema,
} from './confirm-payment-contracts.ts';
import { createOrderBodySchema } from './create-order-contracts.ts';

const cartItem = {
  pvp: '104.00',
  currency: 'USD',
  isCurrencyFiat: true,
  destination_currency: 'CUP',
  comision: '4.00',
  receiving: '32000.00',
  net_price: '100.00',
  delivery_text: 'Estándar',
  delivery_item: 1,
  fiat_method: '',
  wallet: '',
};
const order = { cart: [cartItem], contact: {}, key: 'demo-agent', method: 'zelle' };

describe('createOrderBodySchema', () => {
  it('reads the quote inputs of the one cart item and drops the display fields', () => {
    expect(createOrderBodySchema.parse(order)).toEqual({
      cart: {
        pvp: '104.00',
        currency: 'USD',
        destination_currency: 'CUP',
        net_price: '100.00',
        receiving: '32000.00',
        delivery_item: 1,
      },
      contact: {},
      key: 'demo-agent',
      method: 'zelle',
    });
  });

  it('canonicalises amounts and treats a missing agent and delivery as none', () => {
    const parsed = createOrderBodySchema.parse({
      ...order,
      key: null,
      cart: [{ ...cartItem, pvp: 104, net_price: '100', delivery_item: null }],
    });
    expect(parsed.key).toBe('');
    expect(parsed.cart).toMatchObject({ pvp: '104.00', net_price: '100.00', delivery_item: null });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an empty cart', { ...order, cart: [] }, { cart: 'validation.invalid' }],
    ['two cart items', { ...order, cart: [cartItem, cartItem] }, { cart: 'validation.invalid' }],
    ['no cart', { ...order, cart: undefined }, { cart: 'validation.required' }],
    ['no contact', { ...order, contact: undefined }, { contact: 'validation.required' }],
    ['an unknown method', { ...order, method: 'cash' }, { method: 'validation.invalid' }],
    [
      'an unknown destination',
      { ...order, cart: [{ ...cartItem, destination_currency: 'XYZ' }] },
      { 'cart.0.destination_currency': 'validation.invalid' },
    ],
    [
      'a total that is not an amount',
      { ...order, cart: [{ ...cartItem, pvp: 'abc' }] },
      { 'cart.0.pvp': 'validation.invalid' },
    ],
  ])('rejects %s', (_name, body, issues) => {
    expect(issuesOf(createOrderBodySchema.safeParse(body))).toEqual(issues);
  });
});

describe('confirmFiatPaymentBodySchema', () => {
  const fiat = {
    account: 'ana@bank.example',
    order: 'BAC7K3M9Q2',
    reference: 'gr-7k3m9q',
    fiat_method: 'zelle',
  };

  it('upper-cases the order reference', () => {
    expect(confirmFiatPaymentBodySchema.parse(fiat).reference).toBe('GR-7K3M9Q');
  });

  it.each(['account', 'order'])(
    "answers 'Debe proporcionar todos los datos' for a blank %s",
    (field) => {
      const issues = issuesOf(confirmFiatPaymentBodySchema.safeParse({ ...fiat, [field]: '  ' }));
      expect(issues).toEqual({ [field]: 'validation.fiat_confirm' });
      expect(translateShared('es', 'validation.fiat_confirm')).toBe(
        'Debe proporcionar todos los datos',
      );
    },
  );

  it('answers with the shape each field needs for the method', () => {
    const paypal = { ...fiat, fiat_method: 'paypal', account: '+1 305 555 0187', order: '!!' };
    expect(issuesOf(confirmFiatPaymentBodySchema.safeParse(paypal))).toEqual({
      account: 'validation.email',
      order: 'validation.paypal_transaction',
    });
  });

  it('takes the manual methods only: Zelle, PayPal and bank transfer', () => {
    const transfer = {
      ...fiat,
      fiat_method: 'transferencia',
      account: 'ES91 2100 0418 4502 0005 1332',
      order: 'SEPA-2024/0001',
    };
    expect(confirmFiatPaymentBodySchema.safeParse(transfer).success).toBe(true);
    const issues = issuesOf(
      confirmFiatPaymentBodySchema.safeParse({ ...fiat, fiat_method: 'crypto' }),
    );
    expect(issues).toEqual({ fiat_method: 'validation.invalid' });
  });
});

describe('confirmCryptoPaymentBodySchema', () => {
  const hex = 'AB'.repeat(32);

  it("answers 'Debe proporcionar el TXID' for a blank hash", () => {
    const issues = issuesOf(
      confirmCryptoPaymentBodySchema.safeParse({ reference: 'GR-1', hash: ' ' }),
    );
    expect(issues).toEqual({ hash: 'validation.txid_required' });
    expect(translateShared('es', 'validation.txid_required')).toBe('Debe proporcionar el TXID');
  });

  it('spells a hex TXID one way, with or without 0x', () => {
    const plain = confirmCryptoPaymentBodySchema.parse({ reference: 'GR-1', hash: hex });
    const prefixed = confirmCryptoPaymentBodySchema.parse({ reference: 'GR-1', hash: `0x${hex}` });
    expect(plain.hash).toBe('ab'.repeat(32));
    expect(prefixed.hash).toBe(plain.hash);
  });

  it('keeps a base58 TXID as typed', () => {
    const base58 =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(confirmCryptoPaymentBodySchema.parse({ reference: 'GR-1', hash: base58 }).hash).toBe(
      base58,
    );
  });

  it('rejects a TXID with spaces or symbols', () => {
    const issues = issuesOf(
      confirmCryptoPaymentBodySchema.safeParse({ reference: 'GR-1', hash: 'abc def!' }),
    );
    expect(issues).toEqual({ hash: 'validation.txid' });
  });
});

describe('getWalletAddressQuerySchema', () => {
  it('requires a currency and treats a missing agent hash as none', () => {
    expect(getWalletAddressQuerySchema.parse({ currency: 'BTC' })).toEqual({
      currency: 'BTC',
      hash: '',
    });
    expect(issuesOf(getWalletAddressQuerySchema.safeParse({}))).toEqual({
      currency: 'validation.required',
    });
  });
});

describe('shared catalogues', () => {
  it.each([
    'validation.fiat_confirm',
    'validation.txid_required',
    'errors.quote_changed',
    'errors.expired',
  ])('translate %s in both languages', (key) => {
    expect(translateShared('es', key)).not.toBe(key);
    expect(translateShared('en', key)).not.toBe(key);
  });
});
