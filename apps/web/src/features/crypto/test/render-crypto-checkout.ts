import type { CreateOrderResponse } from '@giro/shared/orders/create-order-contracts';
import { screen } from '@testing-library/react';
import { setAuthToken } from '@/lib/auth-token';
import { type CartItem, emptyContact } from '@/lib/store/app-state';
import { addToCart, setContactInfo } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testCartItem, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const btcWallet = {
  address: 'bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832',
  icon: 'data:image/svg+xml,%3Csvg%2F%3E',
  chain: 'Bitcoin',
};

const btcCart: CartItem = testCartItem({
  pvp: '104.00',
  currency: 'BTC',
  isCurrencyFiat: false,
  destination_currency: 'USD CASH',
  comision: '4.00',
  receiving: '100.00',
  delivery_text: 'Estándar: de 1 a 3 días hábiles',
});

/** create_order's answer for a BTC order whose price holds `minutes` from now. */
function cryptoOrder(minutes = 10): CreateOrderResponse {
  return {
    error: false,
    result: {
      message: '',
      code: '',
      url: '',
      formUrl: '',
      reference: 'GR-BTC001',
      fiat_account: null,
      crypto_amount: '0.00160000',
      crypto_expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
    },
  };
}

type Stubs = Parameters<typeof stubFetch>[0];

/** A signed-in sender paying in BTC, on /crypto-checkout; `stubs` replace the default answers. */
export function renderCryptoCheckout(stubs: Stubs = {}) {
  setAuthToken('valid');
  const calls = stubFetch({
    'GET /api/auth/user': () => jsonResponse(testUser),
    'GET /get_wallet_address': () => jsonResponse(btcWallet),
    'POST /create_order': () => jsonResponse(cryptoOrder()),
    ...stubs,
  });
  addToCart(btcCart);
  setContactInfo({
    ...emptyContact,
    sender: { ...emptyContact.sender, fullname: 'Ana Pérez', email: 'ana@example.com' },
    receiver: { ...emptyContact.receiver, fullname: 'Luis Pérez', address: 'Calle 23' },
  });
  return { ...renderApp('/crypto-checkout'), calls };
}

/**
 * Waits for the wallet and the order. The first visit also loads the screen's code, which the
 * test runner transforms then: seconds on a busy machine.
 */
export function findTxidInput() {
  return screen.findByRole(
    'textbox',
    { name: 'TXID (hash de la transacción)' },
    { timeout: 10_000 },
  );
}
