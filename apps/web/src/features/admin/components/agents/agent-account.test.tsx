import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse } from '@/test/session';
import { vedado } from '../../test/admin-fixtures';
import { AgentsSection } from './agents-section';

const invitedVedado = { ...vedado, account: { email: 'vedado@example.com', active: false } };

function renderAgents(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({ 'GET /api/admin/agents': () => jsonResponse([vedado]), ...routes });
  return { ...renderWithProviders(<AgentsSection />), calls };
}

const pendingMonth = {
  month: '2026-11',
  currency: 'USD',
  transfers: 2,
  earned: '3.20',
  settled: '0.00',
  pending: '3.20',
  settled_at: null,
};
const settledMonth = {
  ...pendingMonth,
  month: '2026-10',
  settled: '3.20',
  pending: '0.00',
  settled_at: '2026-11-02T10:00:00.000Z',
};

describe("an agent's account in the console", () => {
  it('invites an agent by email in the chosen language and shows the pending invitation', async () => {
    let listed = vedado;
    const { user, calls } = renderAgents({
      'GET /api/admin/agents': () => jsonResponse([listed]),
      'POST /api/admin/agents/vedado-7/invitation': () => {
        listed = invitedVedado;
        return jsonResponse(invitedVedado);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invitar a Agente Vedado' }));
    const dialog = screen.getByRole('dialog', { name: 'Invitar a Agente Vedado' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'vedado@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Idioma del correo'), 'Inglés');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText('Invitación pendiente')).toBeVisible();
    expect(screen.getByText('vedado@example.com')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'vedado@example.com',
      language: 'en',
    });
  });

  it("shows the server's refusal beside the email field", async () => {
    const { user } = renderAgents({
      'POST /api/admin/agents/vedado-7/invitation': () =>
        jsonResponse(
          {
            message: 'Revise los datos',
            code: 'validation',
            errors: [{ path: 'email', message: 'Esa dirección es de otro agente' }],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Invitar a Agente Vedado' }));
    const dialog = screen.getByRole('dialog', { name: 'Invitar a Agente Vedado' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'otro@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Esa dirección es de otro agente')).toBeVisible();
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows an active account without an invite button', async () => {
    renderAgents({
      'GET /api/admin/agents': () =>
        jsonResponse([
          { ...invitedVedado, account: { email: 'vedado@example.com', active: true } },
        ]),
    });
    expect(await screen.findByText('Activa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invitar a Agente Vedado' })).toBeNull();
  });

  it('settles a pending month after confirmation', async () => {
    let months = [pendingMonth, settledMonth];
    const { user, calls } = renderAgents({
      'GET /api/admin/agents/vedado-7/commissions': () => jsonResponse({ months }),
      'POST /api/admin/agents/vedado-7/settlements': () => {
        months = [
          {
            ...pendingMonth,
            settled: '3.20',
            pending: '0.00',
            settled_at: '2026-11-26T10:00:00.000Z',
          },
          settledMonth,
        ];
        return jsonResponse({
          month: '2026-11',
          settled: [{ currency: 'USD', amount: '3.20', transfers: 2 }],
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Comisiones de Agente Vedado' }));
    const dialog = screen.getByRole('dialog', { name: 'Comisiones de Agente Vedado' });
    expect(await within(dialog).findByText('noviembre de 2026')).toBeVisible();
    // Only the month with something pending can be settled.
    expect(within(dialog).getAllByRole('button', { name: /^Liquidar/ })).toHaveLength(1);
    await user.click(
      within(dialog).getByRole('button', { name: 'Liquidar noviembre de 2026 (USD)' }),
    );
    const confirm = screen.getByRole('dialog', { name: '¿Liquidar noviembre de 2026?' });
    expect(confirm).toHaveTextContent('3,20 USD');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/settlements'))?.body).toEqual({
      month: '2026-11',
    });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /^Liquidar/ })).toBeNull(),
    );
  });

  it("shows the server's refusal to settle as a toast", async () => {
    const { user } = renderAgents({
      'GET /api/admin/agents/vedado-7/commissions': () => jsonResponse({ months: [pendingMonth] }),
      'POST /api/admin/agents/vedado-7/settlements': () =>
        errorResponse('No hay nada que liquidar en ese mes', 'nothing_to_settle', 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Comisiones de Agente Vedado' }));
    await user.click(
      await screen.findByRole('button', { name: 'Liquidar noviembre de 2026 (USD)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const toast = await screen.findByText('No hay nada que liquidar en ese mes');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });
});
