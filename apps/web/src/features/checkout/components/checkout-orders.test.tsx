import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse } from '@/test/fetch';
import { leaveFor } from '../lib/leave-for';
import {
  callsTo,
  methodButton,
  orderCreated,
  orderRefused,
  renderCheckout,
  zelleAccount,
} from '../test/render-checkout';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

describe('checkout: orders per method', { timeout: 20_000 }, () => {
  it("creates the bank-transfer order only after 'Solicitar Correo'", async () => {
    const { user, calls, router } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse(
            orderCreated({ fiat_account: { ...zelleAccount, method: 'transferencia' } }),
          ),
      },
    });
    await user.click(methodButton('Transferencia bancaria'));
    const request = screen.getByRole('button', { name: 'Solicitar Correo' });
    expect(callsTo(calls, '/create_order')).toHaveLength(0);

    await user.click(request);
    expect(await screen.findByText(/Le enviamos las instrucciones por correo/)).toBeInTheDocument();
    expect(screen.getByText('GR-7K3M9Q')).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')[0]?.body).toMatchObject({ method: 'transferencia' });

    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-requested'), {
      timeout: 10_000,
    });
  });

  it('shows a continue-to-pay link for TropiPay and keeps the order and method', async () => {
    const { user } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse(orderCreated({ url: 'https://tropipay.example/pay/GR-7K3M9Q' })),
      },
    });
    await user.click(methodButton('TropiPay'));
    const link = await screen.findByRole('link', { name: 'Continuar al pago con TropiPay' });
    expect(link).toHaveAttribute('href', 'https://tropipay.example/pay/GR-7K3M9Q');
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-7K3M9Q', method: 'tropipay' });
  });

  it("takes the sender to Payeer's form as soon as the order exists", async () => {
    const { user } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse(orderCreated({ formUrl: 'https://payeer.example/merchant?m_orderid=1' })),
      },
    });
    await user.click(methodButton('Payeer'));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://payeer.example/merchant?m_orderid=1'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Le llevamos a Payeer');
  });

  it('shows a refusal in a red box, with a way back to the calculator for a changed price', async () => {
    const message = 'El precio de su envío cambió. Vuelva a calcular el envío antes de pagar.';
    const { user, router } = await renderCheckout({
      stubs: { 'POST /create_order': () => jsonResponse(orderRefused(message, 'quote_changed')) },
    });
    await user.click(methodButton('Zelle'));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(message);
    expect(box).toHaveClass('bg-red-50');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(appStore.getState().order_id).toBeNull();

    await user.click(within(box).getByRole('link', { name: 'Volver a la calculadora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an HTTP error of the order in an alert dialog', async () => {
    const { user } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse({ message: 'Revise los datos enviados.', code: 'validation' }, 422),
      },
    });
    await user.click(methodButton('PayPal'));
    const alert = await screen.findByRole('alertdialog', {
      name: 'No se pudo completar la operación',
    });
    expect(alert).toHaveAccessibleDescription('Revise los datos enviados.');

    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reuses the order of the method chosen again, and asks anew after another method replaced it', async () => {
    let created = 0;
    const { user, calls } = await renderCheckout({
      stubs: {
        'POST /create_order': () => {
          created += 1;
          return jsonResponse(
            orderCreated({ reference: `GR-${created}`, fiat_account: zelleAccount }),
          );
        },
      },
    });
    await user.click(methodButton('Zelle'));
    expect(await screen.findByText('GR-1')).toBeInTheDocument();
    await user.click(methodButton('Zelle'));
    expect(await screen.findByText('GR-1')).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')).toHaveLength(1);

    await user.click(methodButton('PayPal'));
    expect(await screen.findByText('GR-2')).toBeInTheDocument();
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-2', method: 'paypal' });
    // The server replaced GR-1 when PayPal was chosen: Zelle again is a new order.
    await user.click(methodButton('Zelle'));
    expect(await screen.findByText('GR-3')).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')).toHaveLength(3);
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-3', method: 'zelle' });
  });
});
