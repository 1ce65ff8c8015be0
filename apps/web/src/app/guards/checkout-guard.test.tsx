import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import type { CartItem } from '@/lib/store/app-state';
import { addToCart, appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';

const user = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  created_at: '2024-01-02T10:00:00.000Z',
  role: 'sender',
};
const item: CartItem = {
  pvp: '105.10',
  currency: 'EUR',
  isCurrencyFiat: true,
  destination_currency: 'CUP',
  comision: '5.10',
  receiving: '25000',
  net_price: '100.00',
  delivery_text: '',
  delivery_item: null,
  fiat_method: '',
  wallet: '',
};

async function settled(router: ReturnType<typeof renderApp>['router']) {
  await screen.findByRole('heading', { level: 1 });
  return router.state.location;
}

describe('checkout guard', () => {
  it('sends a visitor without a token to /login without asking the server', async () => {
    const calls = stubFetch({});
    addToCart(item);
    const { router } = renderApp('/checkout');
    expect((await settled(router)).pathname).toBe('/login');
    expect(calls.filter((call) => call.url.pathname === '/api/auth/user')).toHaveLength(0);
  });

  it('checks sign-in before the cart: an anonymous visitor with an empty cart goes to /login', async () => {
    const { router } = renderApp('/user-information');
    expect((await settled(router)).pathname).toBe('/login');
  });

  it('sends a visitor whose token the server refuses to /login and forgets the token', async () => {
    setAuthToken('expired');
    stubFetch({
      'GET /api/auth/user': () =>
        jsonResponse({ message: 'Debe iniciar sesión para continuar.', code: 'unauthorized' }, 401),
    });
    addToCart(item);
    const { router } = renderApp('/crypto-checkout');
    expect((await settled(router)).pathname).toBe('/login');
    expect(localStorage.getItem('client_auth_token')).toBeNull();
  });

  it('sends a signed-in user with an empty cart home, keeping the agent hash', async () => {
    setAuthToken('valid');
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(user) });
    appStore.setState({ freelancer: 'agent-7' });
    const { router } = renderApp('/checkout');
    const location = await settled(router);
    expect(location.pathname).toBe('/');
    expect(location.search).toBe('?hash=agent-7');
  });

  it('lets a signed-in user with a cart in, sending the Bearer token', async () => {
    setAuthToken('valid');
    const calls = stubFetch({ 'GET /api/auth/user': () => jsonResponse(user) });
    addToCart(item);
    const { router } = renderApp('/checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Método de pago' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    const session = calls.find((call) => call.url.pathname === '/api/auth/user');
    expect(session?.headers.get('authorization')).toBe('Bearer valid');
  });
});
