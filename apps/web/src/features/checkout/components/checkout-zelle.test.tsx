import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse } from '@/test/fetch';
import {
  callsTo,
  methodButton,
  orderCreated,
  renderCheckout,
  zelleAccount,
} from '../test/render-checkout';

const zelleOrder = () => jsonResponse(orderCreated({ fiat_account: zelleAccount }));

describe('checkout: methods and Zelle', { timeout: 20_000 }, () => {
  it('lists the methods from the server, with Airtm only for a cart paid in USD', async () => {
    await renderCheckout({ item: { currency: 'EUR' } });
    const list = within(screen.getByRole('list', { name: 'Métodos de pago' }));
    expect(list.getByRole('button', { name: 'Zelle' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Payeer' })).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Airtm' })).not.toBeInTheDocument();
    expect(list.queryByText('Criptomonedas')).not.toBeInTheDocument();
  });

  it("asks the server for the methods that take this cart's currency and total, and shows only those", async () => {
    const { calls } = await renderCheckout({
      item: { currency: 'CAD' },
      gateways: ['payeer', 'tropipay'],
    });
    const [asked] = callsTo(calls, '/get_gateways');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      currency: 'CAD',
      amount: appStore.getState().cart[0]?.pvp,
    });
    const list = within(screen.getByRole('list', { name: 'Métodos de pago' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Payeer'),
      expect.stringContaining('TropiPay'),
    ]);
  });

  it("shows each method by its brand's mark and its name as text", async () => {
    await renderCheckout({ item: { currency: 'USD' } });
    const zelle = methodButton('Zelle');
    expect(zelle.querySelector('svg[data-method-mark="zelle"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(zelle).toHaveTextContent('Zelle');
    expect(methodButton('PayPal').querySelector('svg[data-method-mark="paypal"]')).not.toBeNull();
  });

  it('offers Airtm to a cart paid in USD', async () => {
    await renderCheckout({ item: { currency: 'USD' } });
    expect(methodButton('Airtm')).toBeInTheDocument();
  });

  it('offers a crypto cart only the crypto method, which opens the wallet page', async () => {
    const { user, router } = await renderCheckout({
      item: { currency: 'USDT', isCurrencyFiat: false },
    });
    const list = within(screen.getByRole('list', { name: 'Métodos de pago' }));
    expect(list.queryAllByRole('button')).toHaveLength(0);
    await user.click(list.getByRole('link', { name: 'Criptomonedas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crypto-checkout'), {
      timeout: 10_000,
    });
  });

  it('shows only the methods the operator enabled', async () => {
    await renderCheckout({ gateways: ['zelle', 'transferencia'] });
    const list = within(screen.getByRole('list', { name: 'Métodos de pago' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
  });

  it('creates the Zelle order as soon as Zelle is chosen and shows the account to pay', async () => {
    const { user, calls } = await renderCheckout({ stubs: { 'POST /create_order': zelleOrder } });
    await user.click(methodButton('Zelle'));

    expect(await screen.findByText('pagos@giro.example')).toBeInTheDocument();
    expect(screen.getByText('GR-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByText('Envíe 105,10 EUR por Zelle a esta cuenta')).toBeInTheDocument();
    expect(methodButton('Zelle')).toHaveAttribute('aria-pressed', 'true');
    const [create] = callsTo(calls, '/create_order');
    expect(create?.body).toMatchObject({ method: 'zelle', key: null, cart: [{ pvp: '105.10' }] });
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-7K3M9Q', method: 'zelle' });
  });

  it("asks for every detail before confirming: 'Debe proporcionar todos los datos'", async () => {
    const { user, calls } = await renderCheckout({ stubs: { 'POST /create_order': zelleOrder } });
    await user.click(methodButton('Zelle'));
    await user.type(await screen.findByRole('textbox', { name: 'Su cuenta Zelle' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Ya pagué' }));

    expect(screen.getByRole('textbox', { name: 'Su cuenta Zelle' })).toHaveAccessibleDescription(
      'El correo o el teléfono de EE. UU. desde el que pagó. Debe proporcionar todos los datos',
    );
    expect(
      screen.getByRole('textbox', { name: 'Número de confirmación' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Debe proporcionar todos los datos'));
    expect(callsTo(calls, '/confirm_fiat_payment')).toHaveLength(0);
  });

  it('says what a Zelle account and confirmation number look like', async () => {
    const { user, calls } = await renderCheckout({ stubs: { 'POST /create_order': zelleOrder } });
    await user.click(methodButton('Zelle'));
    await user.type(await screen.findByRole('textbox', { name: 'Su cuenta Zelle' }), 'not valid');
    await user.type(screen.getByRole('textbox', { name: 'Número de confirmación' }), '!!');
    await user.click(screen.getByRole('button', { name: 'Ya pagué' }));

    expect(screen.getByRole('textbox', { name: 'Su cuenta Zelle' })).toHaveAccessibleDescription(
      expect.stringContaining('La cuenta Zelle es un correo o un teléfono de EE. UU.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Número de confirmación' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(
        'El número de confirmación de Zelle tiene de 6 a 20 letras y números',
      ),
    );
    expect(callsTo(calls, '/confirm_fiat_payment')).toHaveLength(0);
  });

  it('takes "I have paid" with the sender account and confirmation number, then says so', async () => {
    const { user, calls, router } = await renderCheckout({
      stubs: {
        'POST /create_order': zelleOrder,
        'POST /confirm_fiat_payment': () =>
          jsonResponse({
            message: 'Recibimos su confirmación',
            reference: 'GR-7K3M9Q',
            status: 'payment_submitted',
          }),
      },
    });
    await user.click(methodButton('Zelle'));
    await user.type(
      await screen.findByRole('textbox', { name: 'Su cuenta Zelle' }),
      'ana@bank.example',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Número de confirmación' }),
      'WFCT0M7ZJ7QX',
    );
    await user.click(screen.getByRole('button', { name: 'Ya pagué' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-requested'), {
      timeout: 10_000,
    });
    expect(callsTo(calls, '/confirm_fiat_payment')[0]?.body).toEqual({
      account: 'ana@bank.example',
      order: 'WFCT0M7ZJ7QX',
      reference: 'GR-7K3M9Q',
      fiat_method: 'zelle',
    });
    expect(await screen.findByText('Recibimos su confirmación')).toBeInTheDocument();
  });

  it('copies the account and the reference, and says when copying fails', async () => {
    const { user } = await renderCheckout({ stubs: { 'POST /create_order': zelleOrder } });
    await user.click(methodButton('Zelle'));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Copiar cuenta' }));
    expect(writeText).toHaveBeenLastCalledWith('pagos@giro.example');
    expect(await screen.findByText('¡Cuenta copiada!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar referencia' }));
    expect(writeText).toHaveBeenLastCalledWith('GR-7K3M9Q');
    expect(await screen.findByText('¡Referencia de orden copiada!')).toBeInTheDocument();

    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar cuenta' }));
    expect(await screen.findByText('¡No se pudo copiar la cuenta!')).toBeInTheDocument();
  });
});
