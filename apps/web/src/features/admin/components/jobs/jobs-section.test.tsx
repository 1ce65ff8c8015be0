import type { AdminJob } from '@giro/shared/admin/job-admin-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { JobsSection } from './jobs-section';

const failedMail: AdminJob = {
  id: '0b6f1c2e-3d4a-4e5f-8a9b-1c2d3e4f5a6b',
  name: 'mail.deliver',
  state: 'failed',
  attempts: 13,
  max_attempts: 13,
  created_at: '2026-11-20T10:00:00.000Z',
  next_attempt_at: null,
  error: 'connect ECONNREFUSED 10.0.0.5:587',
  recipient: 'ana@example.com',
  subject: 'Su envío GIR-1001 fue entregado',
};

const pendingSweep: AdminJob = {
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
  name: 'orders.expire-unpaid',
  state: 'created',
  attempts: 0,
  max_attempts: 6,
  created_at: '2026-11-20T10:05:00.000Z',
  next_attempt_at: '2026-11-20T10:10:00.000Z',
  error: null,
  recipient: null,
  subject: null,
};

function renderSection(url = '/admin/jobs') {
  let retried = false;
  const calls = stubFetch({
    'GET /api/admin/jobs': (request) =>
      jsonResponse({
        jobs:
          request.url.searchParams.get('state') === 'pending'
            ? [pendingSweep]
            : retried
              ? []
              : [failedMail],
      }),
    [`POST /api/admin/jobs/${failedMail.id}/retry`]: () => {
      retried = true;
      return jsonResponse({ ...failedMail, state: 'retry', max_attempts: 14 });
    },
    'GET /api/admin/audit': () => jsonResponse({ entries: [], next: null }),
  });
  return { ...renderWithProviders(<JobsSection />, { path: '/admin/jobs', url }), calls };
}

describe('the console’s jobs', () => {
  it('shows a failed mail with its error and retries it', async () => {
    const { user, calls } = renderSection();
    const item = (
      await screen.findByText('ana@example.com · Su envío GIR-1001 fue entregado', {
        exact: false,
      })
    ).closest('li');
    if (item === null) throw new Error('no job item');
    expect(within(item).getByText('Correo')).toBeVisible();
    expect(within(item).getByText('Intentos: 13 de 13')).toBeVisible();
    expect(within(item).getByText('Último error: connect ECONNREFUSED 10.0.0.5:587')).toBeVisible();

    await user.click(
      within(item).getByRole('button', {
        name: 'Reintentar Correo: ana@example.com · Su envío GIR-1001 fue entregado',
      }),
    );
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    expect(await screen.findByText('No hay tareas fallidas.')).toBeVisible();
  });

  it('shows pending jobs with their next attempt and no retry button', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('radio', { name: 'Pendientes' }));
    expect(await screen.findByText('Vencimiento de órdenes sin pagar')).toBeVisible();
    expect(screen.getByText(/Intentos: 0 de 6 · próximo intento:/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it('opens the list its address names, and names the sanctions list’s jobs', async () => {
    const fetch = { ...pendingSweep, name: 'sanctions.fetch' };
    stubFetch({ 'GET /api/admin/jobs': () => jsonResponse({ jobs: [fetch] }) });
    renderWithProviders(<JobsSection />, { path: '/admin/jobs', url: '/admin/jobs?state=pending' });
    expect(await screen.findByRole('radio', { name: 'Pendientes' })).toBeChecked();
    expect(await screen.findByText('Descarga de la lista SDN')).toBeVisible();
    expect(screen.queryByText(/sanctions\.fetch/)).toBeNull();
  });
});
