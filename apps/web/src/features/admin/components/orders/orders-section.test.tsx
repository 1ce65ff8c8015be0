import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { submittedOrder } from '../../test/admin-fixtures';
import { OrderDetail } from './order-detail';
import { OrdersSection } from './orders-section';

function renderQueue(
  routes: Parameters<typeof stubFetch>[0] = {},
  url: string = paths.adminOrders.path,
) {
  const calls = stubFetch({
    'GET /api/admin/orders': () => jsonResponse([submittedOrder]),
    [`GET /api/admin/orders/${submittedOrder.reference}`]: () => jsonResponse(submittedOrder),
    ...routes,
  });
  const orderPage = {
    path: paths.adminOrder.path,
    element: <OrderDetail reference={submittedOrder.reference} />,
  };
  return {
    ...renderWithProviders(<OrdersSection />, {
      path: paths.adminOrders.path,
      url,
      routes: [orderPage],
    }),
    calls,
  };
}

const lastListCall = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.url.pathname === '/api/admin/orders').at(-1);

describe('orders queue', () => {
  it('asks the server for the chosen status, method, days, agent and search', async () => {
    const { user, calls, router } = renderQueue();
    await user.type(await screen.findByLabelText('Referencia o correo'), ' maria@ ');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pago en verificación');
    await user.selectOptions(screen.getByLabelText('Método'), 'Zelle');
    await user.type(screen.getByLabelText('Agente (hash)'), 'vedado-7');
    await user.type(screen.getByLabelText('Desde'), '2024-05-01');
    await user.type(screen.getByLabelText('Hasta'), '2024-05-31');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await screen.findByText('María Pérez');
    const filters = {
      q: 'maria@',
      status: 'payment_submitted',
      method: 'zelle',
      agent: 'vedado-7',
      from: '2024-05-01',
      to: '2024-05-31',
    };
    expect(Object.fromEntries(lastListCall(calls)?.url.searchParams ?? [])).toEqual(filters);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(filters);
  });

  it('lists each order with its reference and status first and amounts in the console language', async () => {
    renderQueue();
    const row = await screen.findByRole('row', { name: /GR-7K3M9Q/ });
    const cells = within(row).getAllByRole('cell');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('GR-7K3M9Q');
    expect(cells[0]).toHaveTextContent('Pago en verificación');
    expect(row).toHaveTextContent('104,00 USD');
    expect(row).toHaveTextContent('32.000,00 CUP');
  });

  it("opens an order on its own page, and back returns to the queue with the queue's filters", async () => {
    const { user, router, calls } = renderQueue(
      {},
      `${paths.adminOrders.path}?status=payment_submitted`,
    );
    await user.click(await screen.findByRole('link', { name: 'Abrir GR-7K3M9Q' }));
    expect(router.state.location.pathname).toBe('/admin/orders/GR-7K3M9Q');
    expect(await screen.findByRole('region', { name: 'Orden GR-7K3M9Q' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('link', { name: '← Volver a las órdenes' }));
    expect(router.state.location.search).toBe('?status=payment_submitted');
    expect(await screen.findByLabelText('Estado')).toHaveValue('payment_submitted');
    expect(lastListCall(calls)?.url.searchParams.get('status')).toBe('payment_submitted');
  });

  it('lists only flagged orders on request and badges them', async () => {
    const flagged = {
      ...submittedOrder,
      attention: { reason: 'paid_twice', detail: 'Payeer 900017', at: submittedOrder.created_at },
    };
    const { user, calls } = renderQueue({ 'GET /api/admin/orders': () => jsonResponse([flagged]) });
    await user.click(await screen.findByLabelText('Solo órdenes con dinero inesperado'));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(lastListCall(calls)?.url.searchParams.get('attention')).toBe('1');
    expect(await screen.findByText('Atención')).toBeVisible();
  });
});
