import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { vedado } from '../../test/admin-fixtures';
import { AgentsSection } from './agents-section';

function renderAgents(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({ 'GET /api/admin/agents': () => jsonResponse([vedado]), ...routes });
  return { ...renderWithProviders(<AgentsSection />), calls };
}

describe('agents', () => {
  it("copies an agent's storefront link and says so", async () => {
    const { user } = renderAgents();
    const copy = await screen.findByRole('button', { name: 'Copiar el enlace de Agente Vedado' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?hash=vedado-7`);
    expect(await screen.findByText('¡Enlace copiado!')).toBeVisible();
  });

  it('says when the link could not be copied', async () => {
    const { user } = renderAgents();
    const copy = await screen.findByRole('button', { name: 'Copiar el enlace de Agente Vedado' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'));
    await user.click(copy);
    expect(await screen.findByText('¡No se pudo copiar el enlace!')).toBeVisible();
  });

  it('creates an agent with the chosen destinations, the server making the hash', async () => {
    const { user, calls } = renderAgents({
      'POST /api/admin/agents': () =>
        jsonResponse({ ...vedado, hash: 'r4nd0m', name: 'Agente Playa' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Crear agente' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo agente' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Agente Playa');
    await user.click(within(dialog).getByLabelText('MLC'));
    await user.clear(within(dialog).getByLabelText('Margen (%)'));
    await user.type(within(dialog).getByLabelText('Margen (%)'), '1.50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.body).toEqual({
      hash: '',
      name: 'Agente Playa',
      active: true,
      destinations: ['MLC'],
      markup_percent: '1.5',
      commission_share_percent: '0',
    });
  });

  it("changes an agent's commission share", async () => {
    const { user, calls } = renderAgents({
      'PUT /api/admin/agents/vedado-7': () =>
        jsonResponse({ ...vedado, commission_share_percent: '12.5' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar el agente Agente Vedado' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar el agente Agente Vedado' });
    const share = within(dialog).getByLabelText('Parte de la comisión (%)');
    expect(share).toHaveValue('40');
    await user.clear(share);
    await user.type(share, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      commission_share_percent: '12.5',
    });
  });

  it('asks for at least one destination', async () => {
    const { user } = renderAgents();
    await user.click(await screen.findByRole('button', { name: 'Crear agente' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo agente' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Agente Playa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeVisible();
  });
});
