import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import {
  errorResponse,
  forgetStaffTokenAfterEach,
  signedInAsStaff,
  submittedOrder as submitted,
} from '../../test/admin-fixtures';
import { OrderDetail } from './order-detail';

/** The order's page as the console opens it: /admin/orders/GR-7K3M9Q. */
function renderOrder(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    [`GET /api/admin/orders/${submitted.reference}`]: () => jsonResponse(submitted),
    ...routes,
  });
  const rendered = renderWithProviders(<OrderDetail reference={submitted.reference} />, {
    path: paths.adminOrder.path,
    url: `/admin/orders/${submitted.reference}`,
  });
  return { ...rendered, calls };
}

const detail = () => screen.findByRole('region', { name: 'Orden GR-7K3M9Q' });

describe('an order', () => {
  it('shows its payment, receiver and only the actions it allows', async () => {
    renderOrder();
    const order = await detail();
    expect(await within(order).findByText('ZL-77')).toBeVisible();
    expect(within(order).getByText('La Habana')).toBeVisible();
    expect(within(order).getByRole('button', { name: 'Marcar pagada' })).toBeVisible();
    expect(within(order).getByRole('button', { name: 'Cancelar orden' })).toBeVisible();
    expect(within(order).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('names every listed value and formats amounts and the rate in the console language', async () => {
    renderOrder();
    const order = await detail();
    const value = (label: string, section: string) => {
      const list = within(order).getByRole('heading', { name: section }).nextElementSibling;
      const term = within(list as HTMLElement).getByText(label, { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    };
    await within(order).findByText('ZL-77');
    expect(value('Origen de los fondos', 'Remitente')).toBe('Salario');
    expect(value('Parentesco', 'Destinatario')).toBe('Hermano o hermana');
    expect(value('Modalidad', 'Entrega')).toBe('Depósito en tarjeta');
    // Once each: the method is the payment's, the account the operator's, in its own section.
    const payTo = within(order).getByRole('heading', {
      name: 'Cuenta de cobro',
    }).nextElementSibling;
    expect(within(payTo as HTMLElement).queryByText('Tipo')).toBeNull();
    expect(within(payTo as HTMLElement).queryByText('Método')).toBeNull();
    expect(value('Cuenta en Giro', 'Pago')).toBe('maria@example.com');
    expect(value('Tarjeta', 'Entrega')).toBe('9200 1234 1234 1234');
    expect(value('Teléfono', 'Destinatario')).toBe('+53 5 1234567');
    expect(value('Recibe', 'Importes')).toBe('32.000,00 CUP');
    expect(value('Total', 'Importes')).toBe('104,00 USD');
    expect(value('Tasa', 'Importes')).toBe('1 USD = 320 CUP');
    const receiver = within(order).getByRole('heading', {
      name: 'Destinatario',
    }).nextElementSibling;
    expect(within(receiver as HTMLElement).getAllByRole('term')[0]).toHaveTextContent('Nombre');
    for (const raw of ['salary', 'sibling', 'card', 'account', '32000.00']) {
      expect(order).not.toHaveTextContent(new RegExp(`\\b${raw}\\b`));
    }
  });

  it('reads in English when the console is in English', async () => {
    await changeLanguage('en');
    renderOrder();
    const order = await screen.findByRole('region', { name: 'Order GR-7K3M9Q' });
    expect(await within(order).findByText('Salary')).toBeVisible();
    expect(within(order).getByText('Card deposit')).toBeVisible();
    expect(within(order).getByText('32,000.00 CUP')).toBeVisible();
  });

  it('says who changed the order and what happened in the console language, not raw ids', async () => {
    renderOrder({
      [`GET /api/admin/orders/${submitted.reference}`]: () =>
        jsonResponse({
          ...submitted,
          history: [
            ...submitted.history,
            {
              from_status: 'awaiting_payment',
              to_status: 'failed',
              actor: { kind: 'gateway', name: 'Payeer' },
              event: {
                code: 'gateway_result',
                params: { gateway: 'payeer', transaction: '991', result: 'failed' },
              },
              note: 'Payeer payment 991 failed',
              created_at: '2024-05-01T11:00:00.000Z',
            },
          ],
        }),
    });
    const order = await detail();
    expect(await within(order).findByText('por Ana Pérez (remitente)')).toBeVisible();
    expect(within(order).getByText('Orden creada')).toBeVisible();
    expect(within(order).getByText('Pago 991 en Payeer: rechazado')).toBeVisible();
    expect(within(order).queryByText('order created')).toBeNull();
  });
});

describe('unexpected money', () => {
  const flagged: AdminOrderDetail = {
    ...submitted,
    status: 'paid',
    actions: [],
    attention: {
      reason: 'paid_twice',
      detail: 'Payeer 900017: 104.00 USD',
      at: '2024-05-02T09:30:00.000Z',
    },
  };

  it('explains the flag and clears it once reviewed', async () => {
    const { user, calls } = renderOrder({
      [`GET /api/admin/orders/${flagged.reference}`]: () => jsonResponse(flagged),
      [`POST /api/admin/orders/${flagged.reference}/attention/resolve`]: () =>
        jsonResponse({ ...flagged, attention: null }),
    });
    const alert = await screen.findByRole('region', {
      name: 'Llegó dinero que esta orden no esperaba',
    });
    expect(within(alert).getByText(/segundo pago, distinto del primero/)).toBeVisible();
    expect(within(alert).getByText(/Payeer 900017: 104.00 USD/)).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Marcar como revisada' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/attention/resolve'))).toBe(true),
    );
  });
});

describe('payment proof', () => {
  forgetStaffTokenAfterEach();

  it("opens the sender's proof at the server's one-minute address, never as a blob of the console", async () => {
    const { user, calls } = renderOrder({
      [`GET /api/admin/orders/${submitted.reference}`]: () =>
        jsonResponse({
          ...submitted,
          proof: { media_type: 'image/png', size: 2048, uploaded_at: submitted.created_at },
        }),
      [`POST /api/admin/orders/${submitted.reference}/file-link`]: () =>
        jsonResponse({ url: '/api/order-files/signed' }),
    });
    signedInAsStaff();
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(await screen.findByRole('button', { name: 'Ver el comprobante de pago' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/order-files/signed'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const link = calls.find((call) => call.url.pathname.endsWith('/file-link'));
    expect(link?.body).toEqual({ kind: 'proof' });
    expect(link?.headers.get('authorization')).toBe('Bearer staff-token');
  });
});

describe('order action dialog', () => {
  it('marks an order paid with the note, then closes', async () => {
    const { user, calls } = renderOrder({
      [`POST /api/admin/orders/${submitted.reference}/actions`]: () =>
        jsonResponse({ ...submitted, status: 'paid', actions: ['processing', 'refund'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar pagada' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar pagada: GR-7K3M9Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar pagada' }));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Nota'), 'Visto en el banco');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar pagada' }));
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'mark_paid',
      note: 'Visto en el banco',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const refusal = 'La orden está en estado «Pagada» y no puede pasar a «Pagada».';
    const { user } = renderOrder({
      [`POST /api/admin/orders/${submitted.reference}/actions`]: () =>
        errorResponse(409, 'illegal_transition', refusal),
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar pagada' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar pagada: GR-7K3M9Q' });
    await user.type(within(dialog).getByLabelText('Nota'), 'Otra vez');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar pagada' }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(dialog).toBeVisible();
  });
});
