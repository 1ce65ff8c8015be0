import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { UserActivationRoute } from './user-activation';

function renderActivation(url: string) {
  return renderWithProviders(<UserActivationRoute />, { path: '/user-activation', url });
}

describe('user activation', () => {
  it("activates the account once and shows the server's status with a sign-in link", async () => {
    const calls = stubFetch({
      'POST /api/auth/activate': () =>
        jsonResponse({ success: true, message: 'Cuenta activada. Ya puede iniciar sesión.' }),
    });
    renderActivation('/user-activation?token=abc');
    expect(await screen.findByText('Cuenta activada. Ya puede iniciar sesión.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc' });
  });

  it("shows the server's message for a link that no longer works", async () => {
    stubFetch({
      'POST /api/auth/activate': () =>
        jsonResponse({ success: false, message: 'El enlace no es válido o ha caducado' }),
    });
    renderActivation('/user-activation?token=used');
    expect(await screen.findByText('El enlace no es válido o ha caducado')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: '¿Ya activó su cuenta? Inicie sesión' }),
    ).toHaveAttribute('href', '/login');
  });

  it.each([
    ['es', 'Su cuenta ya está activa. Inicie sesión para continuar.', 'Iniciar sesión'],
    ['en', 'Your account is already active. Sign in to continue.', 'Sign in'],
  ] as const)(
    'offers sign-in when a used link belongs to an active account (%s)',
    async (language, message, signIn) => {
      await changeLanguage(language);
      stubFetch({ 'POST /api/auth/activate': () => jsonResponse({ success: true, message }) });
      renderActivation('/user-activation?token=used');
      expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: signIn })).toHaveAttribute('href', '/login');
    },
  );

  it('reports a link without a token as invalid without asking the server', async () => {
    const calls = stubFetch({});
    renderActivation('/user-activation');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'El enlace no es válido o ha caducado',
    );
    expect(calls).toHaveLength(0);
  });
});
