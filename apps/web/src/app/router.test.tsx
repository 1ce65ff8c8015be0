import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render';

describe('routes', () => {
  it('sends an unknown path to /page-not-found with a link home', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByText('La página que intenta ver no existe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page-not-found');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found text in English', async () => {
    await changeLanguage('en');
    renderApp('/page-not-found');
    expect(
      await screen.findByText('The page you are trying to see is not found'),
    ).toBeInTheDocument();
  });

  it('renders a lazy screen with its translated title', async () => {
    renderApp('/politica-de-cookies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de cookies' }),
    ).toBeInTheDocument();
    // The title follows the page in an effect, which a slow run may not have run yet.
    await waitFor(() => expect(document.title).toBe('Política de cookies · Giro'));
  });

  it('shows the home hero and the why-choose-us blocks', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Envíe dinero a su familia/ }),
    ).toBeInTheDocument();
    for (const title of ['Plazos claros', 'Tasas justas', 'Pago seguro', 'Atención cercana']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
