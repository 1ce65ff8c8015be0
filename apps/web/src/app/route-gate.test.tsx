import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type RouteCheck, RouteGate } from './route-gate';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const elsewhere = [{ path: '/elsewhere', element: <p>Otra página</p> }];

function renderGate(check: RouteCheck, url = '/gated') {
  return renderWithProviders(
    <RouteGate check={check}>
      <p>Pantalla protegida</p>
    </RouteGate>,
    { path: '/gated', url, routes: elsewhere },
  );
}

describe('route gate', () => {
  it('shows the loader until the check lets the visitor in, with the address it was entered at', async () => {
    const verdict = deferred<string | null>();
    const check = vi.fn<RouteCheck>(() => verdict.promise);
    renderGate(check, '/gated?step=2');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('Pantalla protegida')).not.toBeInTheDocument();
    expect(check).toHaveBeenCalledWith({ pathname: '/gated', search: '?step=2' });
    await act(async () => verdict.resolve(null));
    expect(await screen.findByText('Pantalla protegida')).toBeInTheDocument();
  });

  it("replaces the address with the check's redirect", async () => {
    const { router } = renderGate(async () => '/elsewhere?from=gate');
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(router.state.location.search).toBe('?from=gate');
  });

  it('keeps the screen while a new query at the same route is checked again', async () => {
    const second = deferred<string | null>();
    const check = vi
      .fn<RouteCheck>()
      .mockResolvedValueOnce(null)
      .mockReturnValueOnce(second.promise);
    const { router } = renderGate(check);
    expect(await screen.findByText('Pantalla protegida')).toBeInTheDocument();
    await act(() => router.navigate('/gated?hash=agent-7'));
    expect(check).toHaveBeenLastCalledWith({ pathname: '/gated', search: '?hash=agent-7' });
    expect(screen.getByText('Pantalla protegida')).toBeInTheDocument();
    await act(async () => second.resolve('/elsewhere'));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
  });

  it('shows the error page when the check fails, and tries again elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderGate(() => Promise.reject(new Error('network down')));
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
  });
});
