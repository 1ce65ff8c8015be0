import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';
import { alert, alerts } from '../test-fixtures';

forgetTokenAfterEach();

const lazyScreen = { timeout: 10_000 };

async function openTab(routes: Parameters<typeof stubFetch>[0]) {
  setAuthToken('tok-1');
  const calls = stubFetch({ ...sessionOf(testUser), ...routes });
  const rendered = renderApp('/profile');
  await rendered.user.click(
    await screen.findByRole('tab', { name: 'Alertas de tasa' }, lazyScreen),
  );
  return { ...rendered, calls };
}

describe("'Alertas de tasa' in the profile", () => {
  it("lists the sender's alerts with today's rate and how many are left", async () => {
    await openTab({ 'GET /api/rate-alerts': () => jsonResponse(alerts) });
    const list = await screen.findByRole('list', { name: 'Sus alertas de tasa' });
    expect(within(list).getByText('1 USD ≥ 330 CUP')).toBeInTheDocument();
    expect(within(list).getByText('Hoy: 1 USD = 320 CUP')).toBeInTheDocument();
    expect(screen.getByText('1 de 10 alertas')).toBeInTheDocument();
  });

  it('creates an alert for the chosen corridor, direction and target', async () => {
    const { user, calls } = await openTab({
      'GET /api/rate-alerts': () => jsonResponse(alerts),
      'POST /api/rate-alerts': () => jsonResponse({ ...alert, id: 8, target: '1.05' }),
    });
    await user.selectOptions(await screen.findByLabelText('Moneda de destino'), 'MLC');
    expect(screen.getByText('Hoy: 1 USD = 1 MLC')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Meta (MLC por unidad)'), '1.05');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      currency: 'USD',
      destination_currency: 'MLC',
      direction: 'at_least',
      target: '1.05',
    });
  });

  it('checks the target before sending it', async () => {
    const { user, calls } = await openTab({ 'GET /api/rate-alerts': () => jsonResponse(alerts) });
    await user.type(await screen.findByLabelText('Meta (CUP por unidad)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(
      await screen.findByText(
        'Escriba un número, con punto para los decimales (por ejemplo, 330.5)',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal, e.g. a target today's rate already meets", async () => {
    const refusal = 'La tasa de hoy, 1 USD = 320 CUP, ya cumple esa meta.';
    const { user } = await openTab({
      'GET /api/rate-alerts': () => jsonResponse(alerts),
      'POST /api/rate-alerts': () => errorResponse(refusal, 'rate_alert_reached'),
    });
    await user.type(await screen.findByLabelText('Meta (CUP por unidad)'), '300');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no form once the sender has as many alerts as allowed', async () => {
    const full = { ...alerts, items: Array.from({ length: 10 }, (_, id) => ({ ...alert, id })) };
    await openTab({ 'GET /api/rate-alerts': () => jsonResponse(full) });
    expect(await screen.findByText(/Ya tiene 10 alertas, el máximo\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear alerta' })).toBeNull();
  });

  it('deletes an alert', async () => {
    const { user, calls } = await openTab({
      'GET /api/rate-alerts': () => jsonResponse(alerts),
      'DELETE /api/rate-alerts/7': () => new Response(null, { status: 204 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la alerta 1 USD ≥ 330 CUP' }),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
