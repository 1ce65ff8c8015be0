import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { savedReceivers } from '../test-fixtures';
import { ReceiverPicker } from './receiver-picker';

beforeAll(() => loadNamespaces(['transfers']));

describe('receiver picker', () => {
  it("offers the receivers of the cart's destination and hands the chosen one over", async () => {
    stubFetch({ 'GET /api/receivers': () => jsonResponse(savedReceivers) });
    const onPick = vi.fn();
    const { user } = renderWithProviders(<ReceiverPicker destination="CUP" onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Elegir destinatario' }));
    await user.click(await screen.findByRole('button', { name: 'Usar Ángel Güell' }));
    expect(onPick).toHaveBeenCalledWith(savedReceivers[0]);
    expect(screen.queryByText('Rosa Martí')).not.toBeInTheDocument();
  });

  it('deletes a saved receiver', async () => {
    let receivers = savedReceivers;
    const calls = stubFetch({
      'GET /api/receivers': () => jsonResponse(receivers),
      'DELETE /api/receivers/1': () => {
        receivers = receivers.filter((saved) => saved.id !== 1);
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<ReceiverPicker destination="CUP" onPick={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Elegir destinatario' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ángel Güell' }));
    expect(await screen.findByText('Aún no tiene destinatarios guardados.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
