import { render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { stubFetch } from '@/test/fetch';
import { createTestQueryClient, renderApp } from '@/test/render';
import { notify } from './notify';

afterEach(() => toast.dismiss());

describe('notify', () => {
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
