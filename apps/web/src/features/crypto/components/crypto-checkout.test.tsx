import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse } from '@/test/fetch';
import { testDisclosure } from '@/test/fixtures';
import { findTxidInput, renderCryptoCheckout } from '../test/render-crypto-checkout';

const txid = 'ab'.repeat(32);

describe('crypto checkout', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the amount, the network with its warning, the address, its QR code and the reference', async () => {
    const { calls } = renderCryptoCheckout();
    await findTxidInput();
    expect(screen.getByText('0,00160000 BTC')).toBeInTheDocument();
    expect(screen.getByText('Red: Bitcoin')).toBeInTheDocument();
    expect(screen.getByText('Dirección del monedero · Bitcoin')).toBeInTheDocument();
    expect(screen.getByText(/si lo envía por otra red, el dinero se pierde/i)).toBeInTheDocument();
    expect(screen.getByText('bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Código QR de la dirección del monedero de BTC' }),
    ).toBeInTheDocument();
    expect(screen.getByText('GR-BTC001')).toBeInTheDocument();

    const wallet = calls.find((call) => call.url.pathname === '/get_wallet_address');
    expect(wallet?.url.searchParams.get('currency')).toBe('BTC');
    const order = calls.find((call) => call.url.pathname === '/create_order');
    expect(order?.body).toMatchObject({ method: 'crypto', cart: [{ currency: 'BTC' }] });
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-BTC001', method: 'crypto' });
  });

  it('discloses fees, total, rate, what arrives and when, and the rights, above the wallet', async () => {
    const { calls } = renderCryptoCheckout({
      'POST /api/disclosure': () =>
        jsonResponse({ ...testDisclosure, destination_currency: 'USD CASH', receiving: '100.00' }),
    });
    const section = await screen.findByRole('region', { name: 'Antes de pagar' });
    expect(section).toHaveTextContent('104,00 USD');
    expect(section).toHaveTextContent('7 de marzo de 2025');
    expect(section).toHaveTextContent('30 minutos');
    expect(calls.find((call) => call.url.pathname === '/api/disclosure')?.body).toMatchObject({
      currency: 'BTC',
      destination_currency: 'USD CASH',
    });
  });

  it('counts the 10 minutes down and offers to recalculate when the quote expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderCryptoCheckout();
    await findTxidInput();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('08:59');

    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    const expired = screen.getByRole('alert');
    expect(expired).toHaveTextContent('La cotización expiró');
    expect(within(expired).getByRole('link', { name: 'Volver a calcular' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("asks for the TXID before confirming: 'Debe proporcionar el TXID'", async () => {
    const { user, calls } = renderCryptoCheckout();
    await findTxidInput();
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    expect(await findTxidInput()).toHaveAccessibleDescription(
      expect.stringContaining('Debe proporcionar el TXID'),
    );
    expect(calls.some((call) => call.url.pathname === '/confirm_crypto_payment')).toBe(false);
  });

  it('confirms the TXID for the order and goes to the success page', async () => {
    const { user, calls, router } = renderCryptoCheckout({
      'POST /confirm_crypto_payment': () =>
        jsonResponse({
          message: 'Pago recibido',
          reference: 'GR-BTC001',
          status: 'payment_submitted',
        }),
    });
    await user.type(await findTxidInput(), txid);
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'), {
      timeout: 10_000,
    });
    const confirm = calls.find((call) => call.url.pathname === '/confirm_crypto_payment');
    expect(confirm?.body).toEqual({ reference: 'GR-BTC001', hash: txid });
  });

  it('copies the address and the reference, and says when copying fails', async () => {
    const { user } = renderCryptoCheckout();
    await findTxidInput();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(writeText).toHaveBeenLastCalledWith('bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832');
    expect(await screen.findByText('¡Dirección de monedero copiada!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar referencia' }));
    expect(await screen.findByText('¡Referencia de orden copiada!')).toBeInTheDocument();

    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(await screen.findByText('¡No se pudo copiar la dirección!')).toBeInTheDocument();
  });

  it('shows a changed price in a red box with a way back to the calculator', async () => {
    renderCryptoCheckout({
      'POST /create_order': () =>
        jsonResponse({
          error: true,
          result: {
            message: 'El precio de su envío cambió.',
            code: 'quote_changed',
            url: '',
            formUrl: '',
            reference: '',
            fiat_account: null,
            crypto_amount: null,
            crypto_expires_at: null,
          },
        }),
    });
    const box = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(box).toHaveTextContent('El precio de su envío cambió.');
    expect(within(box).getByRole('link', { name: 'Volver a la calculadora' })).toBeInTheDocument();
  });

  it('shows an HTTP error of the order in an alert dialog, then offers to try again', async () => {
    let failures = 1;
    const { user } = renderCryptoCheckout({
      'POST /create_order': () =>
        failures-- > 0
          ? jsonResponse({ message: 'El servicio no está disponible.', code: 'unavailable' }, 503)
          : jsonResponse({
              error: false,
              result: {
                message: '',
                code: '',
                url: '',
                formUrl: '',
                reference: 'GR-BTC002',
                fiat_account: null,
                crypto_amount: '0.00160000',
                crypto_expires_at: new Date(Date.now() + 600_000).toISOString(),
              },
            }),
    });
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(alert).toHaveAccessibleDescription('El servicio no está disponible.');
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await findTxidInput();
    expect(screen.getByText('GR-BTC002')).toBeInTheDocument();
  });

  it('says when there is no wallet for the currency and offers to ask again', async () => {
    renderCryptoCheckout({
      'GET /get_wallet_address': () =>
        jsonResponse(
          {
            message: 'No hay una dirección de monedero para BTC en este momento.',
            code: 'wallet_unavailable',
          },
          422,
        ),
    });
    const box = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(box).toHaveTextContent('No hay una dirección de monedero para BTC en este momento.');
    expect(within(box).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
