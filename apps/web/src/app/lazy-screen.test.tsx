import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { lazyScreen } from './lazy-screen';

function Faq() {
  return <h1>Preguntas</h1>;
}

describe('lazy screens', () => {
  it('renders at once, without the loader, once preloaded', async () => {
    const load = vi.fn(async () => ({ Faq }));
    const { preload, element } = lazyScreen(load, 'Faq');
    await preload();
    await preload();
    renderWithProviders(element);
    expect(screen.getByRole('heading', { name: 'Preguntas' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loader while its code loads, then the screen', async () => {
    const { element } = lazyScreen(async () => ({ Faq }), 'Faq');
    renderWithProviders(element);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByRole('heading', { name: 'Preguntas' })).toBeInTheDocument();
  });

  it('offers to reload when its code cannot be fetched, and lets the visitor leave', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { element } = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Faq',
    );
    const { router } = renderWithProviders(element, {
      path: '/faq',
      routes: [{ path: '/', element: <p>Inicio</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });
});
