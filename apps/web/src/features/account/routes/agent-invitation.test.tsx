import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { errorResponse, forgetTokenAfterEach } from '@/test/session';
import { AgentInvitationRoute } from './agent-invitation';

forgetTokenAfterEach();

const invited = { valid: true, email: 'vedado@example.com', agent_name: 'Agente Vedado' };

function renderInvitation(url: string) {
  return renderWithProviders(<AgentInvitationRoute />, {
    path: '/agent-invitation',
    url,
    routes: [
      { path: '/agent', element: <h1>Página de agente</h1> },
      { path: '/login', element: <h1>Acceso</h1> },
    ],
  });
}

describe('agent invitation', () => {
  it('sets the password of a valid invitation, signs the agent in and opens their page', async () => {
    const calls = stubFetch({
      'POST /api/auth/agent-invitation/check': () => jsonResponse(invited),
      'POST /api/auth/agent-invitation': () => jsonResponse({ token: 'tok-agent' }),
      'GET /api/auth/user': () => jsonResponse({ ...testUser, role: 'agent' }),
    });
    const { user, router } = renderInvitation('/agent-invitation?token=inv-1');
    expect(await screen.findByText(/Agente Vedado/)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('vedado@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-nueva-9');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'clave-nueva-9');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y entrar' }));

    expect(await screen.findByRole('heading', { name: 'Página de agente' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
    expect(getAuthToken()).toBe('tok-agent');
    expect(calls[0]?.body).toEqual({ token: 'inv-1' });
    expect(calls.find((call) => call.url.pathname === '/api/auth/agent-invitation')?.body).toEqual({
      token: 'inv-1',
      password: 'clave-nueva-9',
      password_confirmation: 'clave-nueva-9',
    });
  });

  it('asks for matching passwords before calling the server', async () => {
    const calls = stubFetch({
      'POST /api/auth/agent-invitation/check': () => jsonResponse(invited),
    });
    const { user } = renderInvitation('/agent-invitation?token=inv-1');
    await user.type(await screen.findByLabelText('Contraseña'), 'clave-nueva-9');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra-clave-9');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y entrar' }));
    expect(await screen.findByText('La contraseña no coincide')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says a used or expired invitation is not valid and links to sign in', async () => {
    stubFetch({ 'POST /api/auth/agent-invitation/check': () => jsonResponse({ valid: false }) });
    renderInvitation('/agent-invitation?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta invitación no es válida: ya se usó o ha caducado.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid without asking the server', async () => {
    const calls = stubFetch({});
    renderInvitation('/agent-invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta invitación no es válida');
    expect(calls).toHaveLength(0);
  });

  it('stays on the form with a red toast when the server refuses the password', async () => {
    stubFetch({
      'POST /api/auth/agent-invitation/check': () => jsonResponse(invited),
      'POST /api/auth/agent-invitation': () =>
        errorResponse('El enlace no es válido o ha caducado', 'token_invalid'),
    });
    const { user, router } = renderInvitation('/agent-invitation?token=inv-1');
    await user.type(await screen.findByLabelText('Contraseña'), 'clave-nueva-9');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'clave-nueva-9');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y entrar' }));
    const toast = await screen.findByText('El enlace no es válido o ha caducado');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(router.state.location.pathname).toBe('/agent-invitation');
    expect(getAuthToken()).toBeNull();
  });
});
