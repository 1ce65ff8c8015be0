import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';
import { detail } from '../test-fixtures';

forgetTokenAfterEach();

const delivered: TransferDetail = {
  ...detail,
  status: 'delivered',
  agent_hash: 'demo-agent',
  can_cancel: false,
};
const today = {
  underlimit: false,
  receiving: '36000.00',
  value: '100.00',
  topay: '106.00',
  btc: null,
  tasa: '360',
  comision: '6.00',
};
// The route and its catalogue load lazily: generous on a loaded machine.
const lazyScreen = { timeout: 15_000 };

function renderSendAgain(quote: () => Response) {
  setAuthToken('tok-1');
  const calls = stubFetch({
    ...sessionOf(testUser),
    'GET /api/orders/GR-7K3M9Q': () => jsonResponse(delivered),
    'POST /api/calc_money_sent': quote,
    'GET /api/card-prefixes': () => jsonResponse({ CUP: ['92041299'], MLC: [], CUC: [] }),
  });
  return { ...renderApp('/profile/transfers/GR-7K3M9Q/send-again'), calls };
}

describe('send again', () => {
  it("re-quotes the order's corridor, amount, delivery and agent and shows what changed", async () => {
    const { calls } = renderSendAgain(() => jsonResponse(today));
    expect(
      await screen.findByText(/cambió: tasa de cambio y comisión\./, undefined, lazyScreen),
    ).toBeInTheDocument();
    const quote = calls.find((call) => call.url.pathname === '/api/calc_money_sent');
    expect(quote?.body).toEqual({
      amount: '100.00',
      currency: 'USD',
      destination_currency: 'CUP',
      type: 1,
      key: 'demo-agent',
      delivery: 1,
    });
    const rate = screen.getByRole('row', { name: /Tasa de cambio/ });
    expect(within(rate).getByText('1 USD = 350 CUP')).toBeInTheDocument();
    expect(within(rate).getByText('1 USD = 360 CUP')).toBeInTheDocument();
    expect(within(rate).getByText('A su favor')).toBeInTheDocument();
    const fee = screen.getByRole('row', { name: /Comisión/ });
    expect(within(fee).getByText('En su contra')).toBeInTheDocument();
  });

  it('fills the cart with the new quote and the details form with the same people', async () => {
    const { user, router } = renderSendAgain(() => jsonResponse(today));
    await user.click(
      await screen.findByRole('button', { name: 'Continuar con Ángel Güell' }, lazyScreen),
    );
    const receiver = await screen.findByRole('group', { name: 'Beneficiario' }, lazyScreen);
    expect(router.state.location.pathname).toBe('/user-information');
    expect(within(receiver).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(
      'Ángel Güell',
    );
    const { cart, contact, freelancer } = appStore.getState();
    expect(cart).toEqual([
      expect.objectContaining({ pvp: '106.00', receiving: '36000.00', net_price: '100.00' }),
    ]);
    expect(contact.sender.fullname).toBe('María José Núñez');
    expect(contact.bank).toMatchObject({ mode: 'card', number_card: '9204129912345678' });
    expect(freelancer).toBe('demo-agent');
  });

  it("shows the calculator's refusal when the route is no longer offered", async () => {
    renderSendAgain(() => errorResponse('Este destino no está disponible.', 'route_unavailable'));
    expect(await screen.findByRole('alert', undefined, lazyScreen)).toHaveTextContent(
      'Este destino no está disponible.',
    );
    expect(screen.getByRole('link', { name: 'Ir a la calculadora' })).toHaveAttribute(
      'href',
      '/?hash=demo-agent',
    );
  });
});
