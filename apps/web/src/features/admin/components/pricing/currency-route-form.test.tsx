import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse, usdToCup } from '../../test/admin-fixtures';
import { CurrencyRouteForm } from './currency-route-form';

function renderForm(route = usdToCup) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CurrencyRouteForm route={route} currencies={['USD', 'EUR']} onClose={onClose} />,
  );
  return { ...view, onClose };
}

const field = (label: string) => screen.getByLabelText(label);

describe('route editing form', () => {
  it('shows the route terms to edit', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Editar la ruta USD → CUP' })).toBeVisible();
    expect(field('Tasa')).toHaveValue('320');
    expect(field('Comisión (%)')).toHaveValue('3');
    expect(field('Máximo a enviar')).toHaveValue('2000');
    expect(field('Ruta activa')).toBeChecked();
  });

  it('refuses an empty rate and a malformed commission, sending nothing', async () => {
    const calls = stubFetch({});
    const { user } = renderForm();
    await user.clear(field('Tasa'));
    await user.clear(field('Comisión (%)'));
    await user.type(field('Comisión (%)'), '3,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Campo obligatorio')).toBeVisible();
    expect(
      screen.getByText('Escriba un número, con punto para los decimales (por ejemplo, 330.5)'),
    ).toBeVisible();
    expect(field('Tasa')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('refuses a maximum below the minimum, on the maximum', async () => {
    const calls = stubFetch({});
    const { user } = renderForm();
    await user.clear(field('Máximo a enviar'));
    await user.type(field('Máximo a enviar'), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El máximo no puede ser menor que el mínimo')).toBeVisible();
    expect(field('Máximo a enviar')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('refuses a commission above 100 % and more decimals than the rate keeps', async () => {
    const { user } = renderForm();
    await user.clear(field('Comisión (%)'));
    await user.type(field('Comisión (%)'), '120');
    await user.clear(field('Tasa'));
    await user.type(field('Tasa'), '1.1234567');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Indique un porcentaje entre 0 y 100')).toBeVisible();
    expect(screen.getByText('Tiene demasiados decimales')).toBeVisible();
  });

  it('saves the new rate with PUT and closes', async () => {
    const calls = stubFetch({
      'PUT /api/admin/pricing/routes/USD/CUP': () => jsonResponse({ ...usdToCup, tasa: '330.5' }),
    });
    const { user, onClose } = renderForm();
    await user.clear(field('Tasa'));
    await user.type(field('Tasa'), '330.50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({
      tasa: '330.5',
      commission_percent: '3',
      commission_fixed: '1',
      min_principal: '20',
      max_principal: '2000',
      enabled: true,
    });
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
  });

  it("shows the server's refusal and stays open", async () => {
    stubFetch({
      'PUT /api/admin/pricing/routes/USD/CUP': () =>
        errorResponse(403, 'forbidden', 'No tiene permiso para realizar esta acción.'),
    });
    const { user, onClose } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a route between the chosen currencies', async () => {
    const calls = stubFetch({
      'PUT /api/admin/pricing/routes/EUR/USD%20CASH': () => jsonResponse(usdToCup),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <CurrencyRouteForm route={null} currencies={['USD', 'EUR']} onClose={onClose} />,
    );
    await user.selectOptions(await screen.findByLabelText('Moneda de pago'), 'EUR');
    await user.selectOptions(field('Moneda de destino'), 'USD CASH');
    await user.type(field('Tasa'), '1.07');
    await user.type(field('Comisión (%)'), '6');
    await user.type(field('Mínimo a enviar'), '50');
    await user.type(field('Máximo a enviar'), '2800');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.url.pathname).toBe('/api/admin/pricing/routes/EUR/USD%20CASH');
  });
});
