import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import {
  errorResponse,
  forgetStaffTokenAfterEach,
  signedInAsStaff,
} from '../../test/admin-fixtures';
import { OrdersSection } from './orders-section';

const submitted: AdminOrderDetail = {
  reference: 'GR-7K3M9Q',
  status: 'payment_submitted',
  method: 'zelle',
  agent_hash: null,
  email: 'maria@example.com',
  sender_name: 'María Pérez',
  receiver_name: 'José Pérez',
  total: '104.00',
  pricing_currency: 'USD',
  receiving: '32000.00',
  destination_currency: 'CUP',
  created_at: '2024-05-01T10:00:00.000Z',
  attention: null,
  principal: '100.00',
  commission: '4.00',
  delivery_cost: '0.00',
  rate: '320',
  payment_currency: 'USD',
  crypto_amount: null,
  sender: { fullname: 'María Pérez', email: 'maria@example.com' },
  receiver: { fullname: 'José Pérez', province: 'La Habana' },
  bank: { mode: 'card', number_card: '9200123412341234' },
  pay_to: { kind: 'account', method: 'zelle', account: 'pagos@giro.example' },
  payer_account: 'maria@banco.example',
  payer_transaction: 'ZL-77',
  txid: null,
  gateway_transaction_id: null,
  proof: null,
  delivery_proof: false,
  history: [
    {
      from_status: null,
      to_status: 'awaiting_payment',
      actor: { kind: 'sender', name: 'Ana Pérez' },
      event: { code: 'created', params: {} },
      note: 'order created',
      created_at: '2024-05-01T10:00:00.000Z',
    },
  ],
  actions: ['mark_paid', 'cancel'],
};

function renderQueue(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    'GET /api/admin/orders': () => jsonResponse([submitted]),
    [`GET /api/admin/orders/${submitted.reference}`]: () => jsonResponse(submitted),
    ...routes,
  });
  return { ...renderWithProviders(<OrdersSection />), calls };
}

describe('orders queue', () => {
  it('asks the server for the chosen status, method, days, agent and search', async () => {
    const { user, calls } = renderQueue();
    await user.type(await screen.findByLabelText('Referencia o correo'), ' maria@ ');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pago en verificación');
    await user.selectOptions(screen.getByLabelText('Método'), 'Zelle');
    await user.type(screen.getByLabelText('Agente (hash)'), 'vedado-7');
    await user.type(screen.getByLabelText('Desde'), '2024-05-01');
    await user.type(screen.getByLabelText('Hasta'), '2024-05-31');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    const last = () => calls.filter((call) => call.url.pathname === '/api/admin/orders').at(-1);
    await screen.findByText('María Pérez');
    expect(Object.fromEntries(last()?.url.searchParams ?? [])).toEqual({
      q: 'maria@',
      status: 'payment_submitted',
      method: 'zelle',
      agent: 'vedado-7',
      from: '2024-05-01',
      to: '2024-05-31',
    });
  });

  it('opens an order and shows its payment, receiver and only the actions it allows', async () => {
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Abrir GR-7K3M9Q' }));
    const detail = await screen.findByRole('region', { name: 'Orden GR-7K3M9Q' });
    expect(await within(detail).findByText('ZL-77')).toBeVisible();
    expect(within(detail).getByText('La Habana')).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Marcar pagada' })).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Cancelar orden' })).toBeVisible();
    expect(within(detail).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('says who changed the order and what happened in the console language, not raw ids', async () => {
    const { user } = renderQueue({
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
    await user.click(await screen.findByRole('button', { name: 'Abrir GR-7K3M9Q' }));
    const detail = await screen.findByRole('region', { name: 'Orden GR-7K3M9Q' });
    expect(await within(detail).findByText('por Ana Pérez (remitente)')).toBeVisible();
    expect(within(detail).getByText('Orden creada')).toBeVisible();
    expect(within(detail).getByText('Pago 991 en Payeer: rechazado')).toBeVisible();
    expect(within(detail).queryByText('order created')).toBeNull();
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

  it('lists only flagged orders on request, badges them, and clears a flag once reviewed', async () => {
    const { user, calls } = renderQueue({
      'GET /api/admin/orders': () => jsonResponse([flagged]),
      [`GET /api/admin/orders/${flagged.reference}`]: () => jsonResponse(flagged),
      [`POST /api/admin/orders/${flagged.reference}/attention/resolve`]: () =>
        jsonResponse({ ...flagged, attention: null }),
    });
    await user.click(await screen.findByLabelText('Solo órdenes con dinero inesperado'));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const listed = calls.filter((call) => call.url.pathname === '/api/admin/orders').at(-1);
    expect(listed?.url.searchParams.get('attention')).toBe('1');
    expect(await screen.findByText('Atención')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Abrir GR-7K3M9Q' }));
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

  it("opens the sender's proof in a new tab with the staff session", async () => {
    const { user, calls } = renderQueue({
      [`GET /api/admin/orders/${submitted.reference}`]: () =>
        jsonResponse({
          ...submitted,
          proof: { media_type: 'image/png', size: 2048, uploaded_at: submitted.created_at },
        }),
      [`GET /api/admin/orders/${submitted.reference}/proof`]: () =>
        new Response('png', { headers: { 'Content-Type': 'image/png' } }),
    });
    signedInAsStaff();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:proof';
        static override revokeObjectURL = () => undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Abrir GR-7K3M9Q' }));
    await user.click(await screen.findByRole('button', { name: 'Ver el comprobante de pago' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:proof', '_blank', 'noopener'));
    const proofCall = calls.find((call) => call.url.pathname.endsWith('/proof'));
    expect(proofCall?.headers.get('authorization')).toBe('Bearer staff-token');
  });
});

describe('order action dialog', () => {
  it('marks an order paid with the note, then closes', async () => {
    const { user, calls } = renderQueue({
      [`POST /api/admin/orders/${submitted.reference}/actions`]: () =>
        jsonResponse({ ...submitted, status: 'paid', actions: ['processing', 'refund'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir GR-7K3M9Q' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar pagada' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar pagada: GR-7K3M9Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Nota'), 'Visto en el banco');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'mark_paid',
      note: 'Visto en el banco',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const refusal = 'La orden está en estado «Pagada» y no puede pasar a «Pagada».';
    const { user } = renderQueue({
      [`POST /api/admin/orders/${submitted.reference}/actions`]: () =>
        errorResponse(409, 'illegal_transition', refusal),
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir GR-7K3M9Q' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar pagada' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar pagada: GR-7K3M9Q' });
    await user.type(within(dialog).getByLabelText('Nota'), 'Otra vez');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(dialog).toBeVisible();
  });
});
