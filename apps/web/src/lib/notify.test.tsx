import { render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { stubFetch } from '@/test/fetch';
import { createTestQueryClient, renderApp } from '@/test/render';
import { isToasterOn } from './lazy-toaster';
import { notify } from './notify';

afterEach(() => toast.dismiss());

describe('notify', () => {
  // First: the Toaster is fetched with the first toast, so none is on the page yet.
  it('reads out the toast that brings the Toaster, in a live region there from the start', async () => {
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <p>Inicio</p>
      </AppProvider>,
    );
    const region = document.getElementById('toast-announcer');
    expect(region).toBeEmptyDOMElement();
    expect(isToasterOn()).toBe(false);

    notify.success('Sesión cerrada');
    await waitFor(() => expect(region).toHaveTextContent('Sesión cerrada'));
    await waitFor(() => expect(isToasterOn()).toBe(true));
    expect(await screen.findByText('Sesión cerrada', { selector: '[data-title]' })).toBeVisible();

    // From then on the Toaster's own live region reads toasts out.
    notify.error('Credenciales incorrectas');
    await screen.findByText('Credenciales incorrectas', { selector: '[data-title]' });
    expect(region).toHaveTextContent('Sesión cerrada');
    toast.dismiss();
    await waitFor(() => expect(toast.getToasts()).toHaveLength(0));
  });

  it('shows the same message once however often it is raised', async () => {
    for (let i = 0; i < 4; i += 1) notify.error('Prefijo de tarjeta no admitido');
    notify.success('Guardado');
    notify.success('Guardado');
    await waitFor(() => expect(toast.getToasts()).toHaveLength(2));
  });

  it('dismisses error toasts when the sender moves to another screen, not successes', async () => {
    stubFetch({});
    const { router } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    notify.error('Credenciales incorrectas');
    notify.success('Sesión iniciada');
    await waitFor(() => expect(toast.getToasts()).toHaveLength(2));
    await router.navigate('/faq');
    await waitFor(() =>
      expect(toast.getToasts().map((shown) => shown.id)).toEqual(['Sesión iniciada']),
    );
  });

  it('shows a toast raised before the Toaster has arrived', async () => {
    notify.success('Sesión cerrada');
    await waitFor(() => expect(toast.getToasts()).toHaveLength(1));
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <p>Inicio</p>
      </AppProvider>,
    );
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
  });
});
