import { describe, expect, it } from 'vitest';
import { type CartItem, emptyContact } from './app-state';
import { addToCart, appStore, clearCart, selectTotalPrice, setContactInfo } from './app-store';

const item: CartItem = {
  pvp: '105.10',
  currency: 'EUR',
  isCurrencyFiat: true,
  destination_currency: 'CUP',
  comision: '5.10',
  receiving: '25000',
  net_price: '100.00',
  delivery_text: '2 horas a 3 días hábiles',
  delivery_item: 1,
  fiat_method: '',
  wallet: '',
};

const filledContact = {
  ...emptyContact,
  sender: { ...emptyContact.sender, fullname: 'Ana Pérez', email: 'ana@example.com' },
  receiver: { ...emptyContact.receiver, fullname: 'Luis Pérez', document: '85010112345' },
};

describe('app store', () => {
  it('keeps only the latest item when adding to the cart', () => {
    addToCart(item);
    addToCart({ ...item, pvp: '20.00', currency: 'USD' });
    expect(appStore.getState().cart).toEqual([{ ...item, pvp: '20.00', currency: 'USD' }]);
  });

  it('forgets the order when a different quote replaces the cart item', () => {
    addToCart(item);
    appStore.setState({ order_id: 'GR-7K3M9Q', method: 'zelle' });
    addToCart(item);
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-7K3M9Q', method: 'zelle' });
    addToCart({ ...item, pvp: '210.20', net_price: '200.00' });
    expect(appStore.getState()).toMatchObject({ order_id: null, method: null });
  });

  it('totals the cart with two decimals and no float error', () => {
    addToCart({ ...item, pvp: '0.1' });
    expect(selectTotalPrice(appStore.getState())).toBe('0.10');
    addToCart({ ...item, pvp: '10.005' });
    expect(selectTotalPrice(appStore.getState())).toBe('10.01');
  });

  it('totals an empty cart as 0.00', () => {
    expect(selectTotalPrice(appStore.getState())).toBe('0.00');
  });

  it('empties sender, receiver and bank when the cart is cleared', () => {
    addToCart(item);
    setContactInfo(filledContact);
    clearCart();
    expect(appStore.getState().cart).toEqual([]);
    expect(appStore.getState().contact).toEqual(emptyContact);
  });

  it('keeps the order when contact details are first filled in', () => {
    appStore.setState({ order_id: 'GR-1' });
    setContactInfo(filledContact);
    expect(appStore.getState().order_id).toBe('GR-1');
  });

  it('drops the order when filled-in contact details change', () => {
    setContactInfo(filledContact);
    appStore.setState({ order_id: 'GR-1' });
    setContactInfo({
      ...filledContact,
      bank: { ...filledContact.bank, account: '1234567890123456' },
    });
    expect(appStore.getState().order_id).toBeNull();
  });

  it('keeps the order when the same contact details are saved again', () => {
    setContactInfo(filledContact);
    appStore.setState({ order_id: 'GR-1' });
    setContactInfo(structuredClone(filledContact));
    expect(appStore.getState().order_id).toBe('GR-1');
  });

  it('persists the cart to sessionStorage but not the open menu', () => {
    addToCart(item);
    appStore.setState({ isNavOpen: true });
    const stored = JSON.parse(sessionStorage.getItem('giro-store') ?? '{}');
    expect(stored.cart).toEqual([item]);
    expect(stored).not.toHaveProperty('isNavOpen');
  });
});
