import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { type FetchCall, jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { forgetTokenAfterEach, sessionOf } from '@/test/session';
import { agentUser, november, october, paidTransfer, vedadoProfile } from '../test/agent-fixtures';

forgetTokenAfterEach();

const lazyScreen = { timeout: 10_000 };

function signedInAgent(extra: Parameters<typeof stubFetch>[0] = {}) {
  setAuthToken('tok-agent');
  return stubFetch({
    ...sessionOf(agentUser),
    'GET /api/agent/me': () => jsonResponse(vedadoProfile),
    'GET /api/agent/commissions': () => jsonResponse({ months: [november, october] }),
    'GET /api/agent/transfers': () => jsonResponse({ transfers: [paidTransfer], truncated: false }),
    ...extra,
  });
}

const transferCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/agent/transfers');

describe("the agent's page", () => {
  it('shows the link with its QR code, the terms, the commission by month and the transfers', async () => {
    signedInAgent();
    renderApp('/agent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mi página de agente' }, lazyScreen),
    ).toBeInTheDocument();
    expect(await screen.findByText(vedadoProfile.link)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Código QR de su enlace' })).toBeInTheDocument();
    expect(screen.getByText('USD CASH')).toBeInTheDocument();
    expect(screen.getByText('40 %')).toBeInTheDocument();

    const months = await screen.findByRole('table', { name: 'Comisiones por mes' });
    const novemberRow = within(months).getByRole('row', { name: /noviembre de 2026/ });
    expect(novemberRow).toHaveTextContent('1234,50 USD');
    expect(novemberRow).toHaveTextContent('Sin liquidar');
    expect(within(months).getByRole('row', { name: /octubre de 2026/ })).toHaveTextContent(
      '3 nov 2026',
    );

    const transfers = await screen.findByRole('table', { name: 'Sus envíos' });
    const row = within(transfers).getByRole('row', { name: /GR-7K3M9Q/ });
    expect(row).toHaveTextContent('USD → CUP');
    expect(row).toHaveTextContent('100,00 USD');
    expect(row).toHaveTextContent('Recibe 32.000,00 CUP');
    expect(row).toHaveTextContent('María');
    expect(row).toHaveTextContent('1,60 USD');
    expect(row).toHaveTextContent('Pendiente');
  });

  it('copies the link and says so in a toast', async () => {
    signedInAgent();
    const { user } = renderApp('/agent');
    const copy = await screen.findByRole('button', { name: 'Copiar su enlace' }, lazyScreen);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(vedadoProfile.link);
    expect(await screen.findByText('¡Enlace copiado!')).toBeVisible();
  });

  it('sends the month and status filters to the server and keeps them in the URL', async () => {
    const calls = signedInAgent();
    const { user, router } = renderApp('/agent');
    const thisMonth = new Date().toISOString().slice(0, 7);
    await user.selectOptions(await screen.findByLabelText('Mes', {}, lazyScreen), thisMonth);
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pagado');

    const search = `?month=${thisMonth}&status=paid`;
    await waitFor(() => expect(transferCalls(calls).at(-1)?.url.search).toBe(search));
    expect(router.state.location.search).toBe(search);

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(transferCalls(calls).at(-1)?.url.search).toBe(''));
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters from the URL, so a reload keeps them', async () => {
    const calls = signedInAgent();
    // A month past the list's reach, as an old shared link may hold.
    renderApp('/agent?month=2019-10&status=delivered');
    const month = await screen.findByLabelText('Mes', {}, lazyScreen);
    expect(month).toHaveValue('2019-10');
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent(
      'octubre de 2019',
    );
    expect(screen.getByLabelText('Estado')).toHaveValue('delivered');
    await waitFor(() => expect(transferCalls(calls)).not.toHaveLength(0));
    expect(
      transferCalls(calls).every((call) => call.url.search === '?month=2019-10&status=delivered'),
    ).toBe(true);
  });

  it('downloads the CSV of the filtered list with the session token', async () => {
    const calls = signedInAgent({
      'GET /api/agent/transfers.csv': () =>
        new Response('reference\nGR-7K3M9Q\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/agent-csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/agent?status=paid');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }, lazyScreen));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = calls.find((call) => call.url.pathname === '/api/agent/transfers.csv');
    expect(csv?.url.search).toBe('?status=paid');
    expect(csv?.headers.get('Authorization')).toBe('Bearer tok-agent');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toHaveProperty('download', 'giro-agent-transfers-paid.csv');
  });

  it('says so when no transfer matches the filters', async () => {
    signedInAgent({
      'GET /api/agent/transfers': () => jsonResponse({ transfers: [], truncated: false }),
      'GET /api/agent/commissions': () => jsonResponse({ months: [] }),
    });
    renderApp('/agent');
    expect(
      await screen.findByText('No hay envíos con estos filtros.', {}, lazyScreen),
    ).toBeInTheDocument();
    expect(screen.getByText('Aún no tiene comisiones.')).toBeInTheDocument();
  });

  it('tells a signed-in sender the page is for agents, without asking for agent data', async () => {
    setAuthToken('tok-1');
    const calls = stubFetch(sessionOf(ana));
    renderApp('/agent');
    expect(
      await screen.findByRole('heading', { name: 'Esta página es para agentes' }, lazyScreen),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith('/api/agent'))).toHaveLength(0);
  });

  it('sends an anonymous visitor to sign in first', async () => {
    const { router } = renderApp('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), lazyScreen);
    expect(router.state.location.search).toBe('?next=%2Fagent');
  });

  it("links an agent's account menu to the page", async () => {
    signedInAgent();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Hola, Vedado/ }, lazyScreen));
    expect(screen.getByRole('link', { name: 'Mi página de agente' })).toHaveAttribute(
      'href',
      '/agent',
    );
  });
});
