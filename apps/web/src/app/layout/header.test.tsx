import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';
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

describe('header', () => {
  it('switches the texts to English and keeps the choice in the language cookie', async () => {
    const { user: visitor } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Envíe dinero/ });
    await visitor.click(screen.getByRole('link', { name: 'EN English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Send money/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).toContain('language=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers a sign-in link to an anonymous visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('greets a signed-in user and signs them out back to the agent home', async () => {
    setAuthToken('valid');
    appStore.setState({ freelancer: 'agent-7' });
    const calls = stubFetch({
      'GET /api/auth/user': () => jsonResponse(user),
      'POST /api/auth/logout': () => jsonResponse({ message: 'Sesión cerrada' }),
    });
    const { user: visitor, router } = renderApp('/faq');
    await visitor.click(await screen.findByRole('button', { name: /Hola, Ana/ }));
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
    await visitor.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/auth/logout'),
    ).toBe(true);
    expect(getAuthToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?hash=agent-7');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows an empty-cart message in the cart summary', async () => {
    const { user: visitor } = renderApp('/');
    await visitor.click(await screen.findByRole('button', { name: 'Carrito: 0 envíos' }));
    expect(
      await screen.findByText('Su carrito está vacío. Calcule un envío para empezar.'),
    ).toBeInTheDocument();
  });

  it("counts the cart's item and shows its amounts in the cart summary", async () => {
    const item: CartItem = {
      pvp: '1105.1',
      currency: 'EUR',
      isCurrencyFiat: true,
      destination_currency: 'CUP',
      comision: '5.1',
      receiving: '250000',
      net_price: '1100',
      delivery_text: '2 horas a 3 días hábiles',
      delivery_item: 1,
      fiat_method: '',
      wallet: '',
    };
    addToCart(item);
    const { user: visitor } = renderApp('/');
    await visitor.click(await screen.findByRole('button', { name: 'Carrito: 1 envío' }));
    const summary = (await screen.findByRole('heading', { name: 'Resumen del envío' }))
      .parentElement;
    if (!summary) throw new Error('cart summary not rendered');
    // Amount sent and commission add up to the total.
    expect(within(summary).getByText('1100,00 EUR')).toBeInTheDocument();
    expect(within(summary).getByText('5,10 EUR')).toBeInTheDocument();
    expect(within(summary).getByText('1105,10 EUR')).toBeInTheDocument();
    expect(within(summary).getByText('250.000,00 CUP')).toBeInTheDocument();
    expect(within(summary).getByText('2 horas a 3 días hábiles')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/user-information',
    );
  });

  it('opens the menu sidebar from the burger button and closes it', async () => {
    const { user: visitor } = renderApp('/');
    await visitor.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(within(sidebar).getByRole('link', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    await visitor.click(within(sidebar).getByRole('button', { name: 'Cerrar menú' }));
    expect(appStore.getState().isNavOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
