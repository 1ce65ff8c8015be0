import { formatDecimal, MONEY_DECIMALS } from '@giro/shared/pricing/money';
import Big from 'big.js';
import { readString, writeJson } from '../storage';
import {
  type AppState,
  type CartItem,
  type ContactInfo,
  emptyContact,
  initialAppState,
  type PersistedState,
} from './app-state';
import { createStore, useStore } from './create-store';

const storageKey = 'giro-store';

// Read before anything can overwrite it; restoreSession checks and applies it.
let saved = readString('session', storageKey);

function persist({
  language: _language,
  isNavOpen: _isNavOpen,
  cartRestoredLate: _cartRestoredLate,
  ...persisted
}: AppState): void {
  // Until the saved state is back, writing would replace it with the blank one.
  if (saved === null) writeJson('session', storageKey, persisted);
}

export const appStore = createStore<AppState>(initialAppState, persist);

/** What changed since start-up (the agent of the URL, say): newer than the saved state. */
function changedSinceStart(state: AppState): Partial<AppState> {
  const keys = Object.keys(initialAppState) as (keyof AppState)[];
  return Object.fromEntries(
    keys.filter((key) => state[key] !== initialAppState[key]).map((key) => [key, state[key]]),
  );
}

let restoring: Promise<void> | undefined;

async function restore(late: boolean): Promise<void> {
  if (saved === null) return;
  let restored: PersistedState | undefined;
  try {
    restored = (await import('./persisted-state')).parsePersistedState(saved);
  } catch (error) {
    console.error('The saved state could not be checked', error);
  }
  saved = null;
  appStore.setState((state) => ({
    ...restored,
    ...changedSinceStart(state),
    cartRestoredLate: late && (restored?.cart.length ?? 0) > 0,
  }));
}

/**
 * Puts back the state this tab saved (spec §4: kept in sessionStorage), once checked: a state of
 * an older shape is dropped. `late`: the page's markup was rendered without it (on the server).
 */
export function restoreSession({ late = false } = {}): Promise<void> {
  restoring ??= restore(late);
  return restoring;
}

// The store as the server rendered the page: a visitor's without saved state.
let serverState: AppState | undefined;

/**
 * Before hydrating a page the server rendered: the state it rendered from, which components
 * read while they hydrate; they show the tab's own state right after.
 */
export function hydratingFrom(state: Partial<AppState>): void {
  serverState = { ...initialAppState, ...state };
}

export function useAppStore<S>(selector: (state: AppState) => S): S {
  return useStore(appStore, selector, serverState);
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

/**
 * The calculator refused the amount (above the maximum, under the minimum, over a limit) or it
 * was erased: no transfer is left to continue with. The contact details stay for the next quote.
 */
export function dropQuote(): void {
  appStore.setState({ cart: [], order_id: null, method: null });
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
