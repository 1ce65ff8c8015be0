import { formatDecimal, MONEY_DECIMALS } from '@giro/shared/pricing/money';
import Big from 'big.js';
import { readJson, writeJson } from '../storage';
import {
  type AppState,
  type CartItem,
  type ContactInfo,
  emptyContact,
  initialAppState,
  persistedStateSchema,
} from './app-state';
import { createStore, useStore } from './create-store';

const storageKey = 'giro-store';

function persist({ language: _language, isNavOpen: _isNavOpen, ...persisted }: AppState): void {
  writeJson('session', storageKey, persisted);
}

export const appStore = createStore<AppState>(
  { ...initialAppState, ...readJson('session', storageKey, persistedStateSchema) },
  persist,
);

export function useAppStore<S>(selector: (state: AppState) => S): S {
  return useStore(appStore, selector);
}

/**
 * The cart holds one item: adding replaces whatever was there. An order belongs to the quote it
 * was made from, so a different quote forgets the order and its method.
 */
export function addToCart(item: CartItem): void {
  const [current] = appStore.getState().cart;
  const sameQuote = JSON.stringify(current) === JSON.stringify(item);
  appStore.setState(sameQuote ? { cart: [item] } : { cart: [item], order_id: null, method: null });
}

/** An empty cart has nobody to send to either: sender, receiver and bank go too. */
export function clearCart(): void {
  appStore.setState({ cart: [], contact: emptyContact });
}

function sameContact(a: ContactInfo, b: ContactInfo): boolean {
  const groups = ['sender', 'receiver', 'bank'] as const;
  return groups.every((group) => {
    const other: Record<string, string> = b[group];
    return Object.entries(a[group]).every(([field, value]) => other[field] === value);
  });
}

/** An order was made for the previous details; new details need a new order. */
export function setContactInfo(contact: ContactInfo): void {
  appStore.setState(({ contact: previous, order_id }) => ({
    contact,
    order_id:
      sameContact(previous, emptyContact) || sameContact(previous, contact) ? order_id : null,
  }));
}

export function selectTotalPrice(state: AppState): string {
  const total = state.cart.reduce((sum, item) => sum.plus(item.pvp), new Big(0));
  return formatDecimal(total, MONEY_DECIMALS);
}

export function selectCartCount(state: AppState): number {
  return state.cart.length;
}
