import type { AccountSecurity } from '@giro/shared/accounts/second-factor-contracts';
import type { AccountSession } from '@giro/shared/accounts/session-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse, forgetTokenAfterEach } from '@/test/session';
import { SecurityPanel } from './security-panel';

forgetTokenAfterEach();

const sender: AccountSecurity = {
  email: 'ana@example.com',
  staff: false,
  second_factor_required: false,
  totp_enabled_at: null,
  passkeys: [
    {
      id: '6f1c2c1e-6a35-4a52-9f0e-52c1a1f3d0a1',
      name: 'Chrome 131 · Android 14',
      backed_up: true,
      created_at: '2026-05-01T10:00:00.000Z',
      last_used_at: null,
    },
  ],
  recovery_codes_left: 0,
  second_factor_at: null,
};

const session = (id: string, current: boolean): AccountSession => ({
  id,
  current,
  browser: current ? 'Firefox 133' : 'Safari 17',
  system: current ? 'Windows 10' : 'iOS 17.5',
  device: current ? 'desktop' : 'mobile',
  ip: current ? '198.51.100.1' : '203.0.113.7',
  created_at: '2026-05-02T08:00:00.000Z',
  last_seen_at: '2026-05-03T09:30:00.000Z',
});

const sessions = [session('current-id', true), session('phone-id', false)];

function renderPanel(routes: Parameters<typeof stubFetch>[0]) {
  setAuthToken('tok');
  const calls = stubFetch({
    'GET /api/account/security': () => jsonResponse(sender),
    'GET /api/account/sessions': () => jsonResponse({ items: sessions }),
    ...routes,
  });
  return { calls, ...renderWithProviders(<SecurityPanel />) };
}

describe('the security panel', () => {
  it('lists the passkeys and the open sessions, and ends another session', async () => {
    const { calls, user } = renderPanel({
      'DELETE /api/account/sessions/phone-id': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByText('Chrome 131 · Android 14')).toBeVisible();
    expect(screen.getByText(/Aún sin usar · Sincronizada/)).toBeVisible();
    const list = screen.getByRole('region', { name: 'Sesiones abiertas' });
    expect(await within(list).findByText('Esta sesión')).toBeVisible();
    expect(within(list).getByText(/IP 203\.0\.113\.7/)).toBeVisible();

    await user.click(
      within(list).getByRole('button', { name: 'Cerrar la sesión de Safari 17 · iOS 17.5' }),
    );
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('turns on the authenticator app with a code and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cccc-000${index}`);
    const { calls, user } = renderPanel({
      'POST /api/account/totp': () =>
        jsonResponse({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Giro:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      'POST /api/account/totp/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? jsonResponse({ recovery_codes: codes })
          : errorResponse(
              'El código o la llave de acceso no son válidos.',
              'second_factor_invalid',
            ),
    });
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Activar la aplicación de autenticación',
    });
    expect(
      await within(dialog).findByRole('img', {
        name: 'Código QR para su aplicación de autenticación',
      }),
    ).toBeVisible();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Código de la aplicación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));

    const saved = await screen.findByRole('dialog', { name: 'Guarde sus códigos de recuperación' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(saved).getByRole('button', { name: 'Ya los guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === '/api/account/totp/confirm')).toHaveLength(
      1,
    );
  });
});
