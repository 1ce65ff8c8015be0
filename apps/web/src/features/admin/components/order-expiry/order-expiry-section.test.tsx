import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { OrderExpirySection } from './order-expiry-section';

function renderSection() {
  const calls = stubFetch({
    'GET /api/admin/order-expiry': () => jsonResponse({ unpaid_order_hours: 72 }),
    'PUT /api/admin/order-expiry': (request) => jsonResponse(request.body),
  });
  return { ...renderWithProviders(<OrderExpirySection />), calls };
}

describe('time to pay', () => {
  it("shows the operator's hours and saves new ones", async () => {
    const { user, calls } = renderSection();
    const hours = await screen.findByLabelText('Horas hasta que vence una orden sin pagar');
    expect(hours).toHaveValue(72);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        unpaid_order_hours: 48,
      }),
    );
  });

  it('explains hours outside 1 to 720 and sends nothing', async () => {
    const { user, calls } = renderSection();
    const hours = await screen.findByLabelText('Horas hasta que vence una orden sin pagar');
    for (const wrong of ['0', '721', '']) {
      await user.clear(hours);
      if (wrong) await user.type(hours, wrong);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(
        await screen.findByText('Indique un número entero de horas entre 1 y 720'),
      ).toBeVisible();
    }
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
