import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';

forgetTokenAfterEach();

describe('signing in to an account with a second factor', () => {
  it('asks for the authenticator code after the password and keeps only the full token', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin': () =>
        jsonResponse({ token: 'half', second_factor: { methods: ['totp', 'recovery_code'] } }),
      'POST /api/auth/signin/second-factor': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? jsonResponse({ token: 'full' })
          : errorResponse(
              'El código o la llave de acceso no son válidos.',
              'second_factor_invalid',
            ),
      ...sessionOf(ana),
    });
    const { user: visitor, router } = renderApp('/login');
    await visitor.type(await screen.findByLabelText('Correo electrónico'), ana.email);
    await visitor.type(screen.getByLabelText('Contraseña'), 'cuba-libre-42');
    await visitor.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    expect(getAuthToken()).toBeNull();
    const code = await screen.findByLabelText('Código de la aplicación');
    await visitor.type(code, '654321');
    await visitor.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/El código o la llave de acceso no son válidos\./),
    );

    await visitor.clear(code);
    await visitor.type(code, '123 456');
    await visitor.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthToken()).toBe('full');
    const step = calls.find((call) => call.url.pathname === '/api/auth/signin/second-factor');
    expect(step?.headers.get('authorization')).toBe('Bearer half');
    expect(step?.body).toEqual({ method: 'totp', code: '654321' });
  });

  it('takes a recovery code instead, typed as printed', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin': () =>
        jsonResponse({ token: 'half', second_factor: { methods: ['totp', 'recovery_code'] } }),
      'POST /api/auth/signin/second-factor': () => jsonResponse({ token: 'full' }),
      ...sessionOf(ana),
    });
    const { user: visitor } = renderApp('/login');
    await visitor.type(await screen.findByLabelText('Correo electrónico'), ana.email);
    await visitor.type(screen.getByLabelText('Contraseña'), 'cuba-libre-42');
    await visitor.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await visitor.click(
      await screen.findByRole('button', { name: 'Usar un código de recuperación' }),
    );
    await visitor.type(screen.getByLabelText('Código de recuperación'), '7KQ2 M9XD 4HZA TW3E');
    await visitor.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(getAuthToken()).toBe('full'));
    const step = calls.find((call) => call.url.pathname === '/api/auth/signin/second-factor');
    expect(step?.body).toEqual({ method: 'recovery_code', code: '7kq2m9xd4hzatw3e' });
  });
});
