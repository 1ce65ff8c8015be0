import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse } from '@/test/session';
import { ResetPasswordRoute } from './reset-password';

function renderReset(url: string) {
  return renderWithProviders(<ResetPasswordRoute />, {
    path: '/reset-password',
    url,
    routes: [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/login', element: <h1>Acceso</h1> },
    ],
  });
}

describe('reset password', () => {
  it('sends an invalid or used reset link home with a toast that stays and says why', async () => {
    const calls = stubFetch({ 'POST /check-token': () => jsonResponse({ valid: false }) });
    const { router } = renderReset('/reset-password?token=used');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]?.body).toEqual({ token: 'used' });
    const toast = await screen.findByText(/Ese enlace para restablecer la contraseña ya no sirve/);
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
    // Still there once the home page has settled: leaving the link's screen does not dismiss it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(/se usó, caducó \(dura 1 hora\)/)).toBeInTheDocument();
  });

  it('sends a link without a token home without asking the server', async () => {
    const calls = stubFetch({});
    const { router } = renderReset('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('sets the new password and goes to the returned link with the success message', async () => {
    const calls = stubFetch({
      'POST /check-token': () => jsonResponse({ valid: true, email: 'ana@example.com' }),
      'POST /change-password': () =>
        jsonResponse({
          link: '/login',
          message: 'Contraseña restablecida. Ya puede iniciar sesión.',
        }),
    });
    const { user: visitor, router } = renderReset('/reset-password?token=t-1');
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    await visitor.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-9');
    await visitor.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-9');
    await visitor.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByRole('heading', { name: 'Acceso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText('Contraseña restablecida. Ya puede iniciar sesión.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/change-password')?.body).toEqual({
      email: 'ana@example.com',
      password: 'nueva-clave-9',
      password_confirmation: 'nueva-clave-9',
      token: 't-1',
    });
  });

  it('stays on the form with a red toast when the server refuses the change', async () => {
    stubFetch({
      'POST /check-token': () => jsonResponse({ valid: true, email: 'ana@example.com' }),
      'POST /change-password': () =>
        errorResponse('El correo no coincide con el de su cuenta', 'email_mismatch'),
    });
    const { user: visitor, router } = renderReset('/reset-password?token=t-1');
    const email = await screen.findByLabelText('Correo electrónico');
    await visitor.clear(email);
    await visitor.type(email, 'otra@example.com');
    await visitor.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-9');
    await visitor.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-9');
    await visitor.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const toast = await screen.findByText('El correo no coincide con el de su cuenta');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
