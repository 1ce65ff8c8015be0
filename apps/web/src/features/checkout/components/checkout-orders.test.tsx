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
  it("creates the bank-transfer order only after 'Solicitar correo', then takes 'Ya pagué' with a proof", async () => {
    const { user, calls, router } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse(
            orderCreated({
              fiat_account: {
                ...zelleAccount,
                method: 'transferencia',
                account: 'ES91 2100 0418 4502 0005 1332',
                bank_name: 'Banco Demo Europa',
              },
            }),
          ),
        'POST /confirm_fiat_payment': () =>
          jsonResponse({
            message: 'Recibido',
            reference: 'GR-7K3M9Q',
            status: 'payment_submitted',
          }),
        'POST /api/orders/GR-7K3M9Q/proof': () =>
          jsonResponse({ media_type: 'image/png', size: 4, uploaded_at: '2025-03-10T15:00:00Z' }),
      },
    });
    await user.click(methodButton('Transferencia bancaria'));
    const request = screen.getByRole('button', { name: 'Solicitar correo' });
    expect(callsTo(calls, '/create_order')).toHaveLength(0);

    await user.click(request);
    expect(await screen.findByText(/Le enviamos las instrucciones por correo/)).toBeInTheDocument();
    expect(screen.getByText('GR-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')[0]?.body).toMatchObject({ method: 'transferencia' });

    await user.type(
      screen.getByRole('textbox', { name: 'Su IBAN o número de cuenta' }),
      'DE89 3704 0044 0532 0130 00',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Referencia de la transferencia' }),
      'SEPA-0001',
    );
    const proof = new File(['%PNG'], 'comprobante.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Comprobante de pago (opcional)'), proof);
    await user.click(screen.getByRole('button', { name: 'Ya pagué' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfer-requested'), {
      timeout: 10_000,
    });
    expect(callsTo(calls, '/confirm_fiat_payment')[0]?.body).toMatchObject({
      fiat_method: 'transferencia',
      account: 'DE89 3704 0044 0532 0130 00',
      order: 'SEPA-0001',
    });
    expect(callsTo(calls, '/api/orders/GR-7K3M9Q/proof')).toHaveLength(1);
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

  it("shows the total before Payeer, and takes the sender to Payeer's form once they pay", async () => {
    const { user, calls } = await renderCheckout({
      stubs: {
        'POST /create_order': () =>
          jsonResponse(orderCreated({ formUrl: 'https://payeer.example/merchant?m_orderid=1' })),
      },
    });
    await user.click(methodButton('Payeer'));
    expect(screen.getByText(/Pagará 105,10 EUR en la página segura de Payeer/)).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')).toHaveLength(0);
    expect(leaveFor).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pagar 105,10 EUR con Payeer' }));
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

  it('shows the order of the method chosen again, and asks the server again after another method', async () => {
    const { user, calls } = await renderCheckout({
      stubs: {
        'POST /create_order': (call) => {
          const { method } = call.body as { method: 'zelle' | 'paypal' };
          const account = { ...zelleAccount, method, account: `${method}@giro.example` };
          return jsonResponse(orderCreated({ reference: 'GR-1', fiat_account: account }));
        },
      },
    });
    await user.click(methodButton('Zelle'));
    expect(await screen.findByText('zelle@giro.example')).toBeInTheDocument();
    await user.click(methodButton('Zelle'));
    expect(callsTo(calls, '/create_order')).toHaveLength(1);

    await user.click(methodButton('PayPal'));
    expect(await screen.findByText('paypal@giro.example')).toBeInTheDocument();
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-1', method: 'paypal' });
    // The server moved the cart's one order to PayPal: Zelle again moves it back.
    await user.click(methodButton('Zelle'));
    expect(await screen.findByText('zelle@giro.example')).toBeInTheDocument();
    expect(callsTo(calls, '/create_order')).toHaveLength(3);
    expect(appStore.getState()).toMatchObject({ order_id: 'GR-1', method: 'zelle' });
  });
});
