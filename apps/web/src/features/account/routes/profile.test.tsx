import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';
import { changeLanguage } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';
import { ProfileRoute } from './profile';

forgetTokenAfterEach();

/** The whole app loads each screen's code on first visit, which a busy machine makes slow. */
const lazyScreen = { timeout: 10_000 };

function renderProfile() {
  return renderWithProviders(<ProfileRoute />, {
    path: '/profile',
    routes: [{ path: '/', element: <h1>Inicio</h1> }],
  });
}

function signedInAsAna(extra: Parameters<typeof stubFetch>[0] = {}) {
  setAuthToken('tok-1');
  return stubFetch({ ...sessionOf(ana), ...extra });
}

describe('profile', () => {
  it('sends an anonymous visitor to sign in, to come back to the profile afterwards', async () => {
    const { router } = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, lazyScreen),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('signs out from the account menu on the profile and lands on the agent home', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    signedInAsAna({ 'POST /api/auth/logout': () => jsonResponse({ message: 'Sesión cerrada' }) });
    const { user: visitor, router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' }, lazyScreen);
    await visitor.click(screen.getByRole('button', { name: /Hola, Ana/ }));
    await visitor.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?hash=agent-7'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Ana Pérez' })).not.toBeInTheDocument();
  });

  it('shows the full name and the member-since date in the page language', async () => {
    signedInAsAna();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Miembro desde', { exact: false })).toHaveTextContent(
      'Miembro desde 2 de enero de 2024',
    );
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    await changeLanguage('en');
    expect(await screen.findByText('January 2, 2024')).toBeInTheDocument();
  });

  it('edits the name in a modal and shows the refreshed session', async () => {
    let saved = ana;
    const calls = signedInAsAna({
      'GET /api/auth/user': () => jsonResponse(saved),
      'POST /api/user/update-name': ({ body }) => {
        saved = { ...ana, ...(body as object) };
        return jsonResponse({ message: 'Nombre actualizado' });
      },
    });
    const { user: visitor } = renderProfile();
    await visitor.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar nombre' });
    const firstName = within(dialog).getByLabelText('Nombre');
    expect(firstName).toHaveValue('Ana');
    expect(firstName).toHaveAttribute('autocomplete', 'given-name');
    await visitor.clear(within(dialog).getByLabelText('Apellidos'));
    await visitor.type(within(dialog).getByLabelText('Apellidos'), 'Pérez Soto');
    await visitor.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Nombre actualizado')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ana Pérez Soto' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const update = calls.find((call) => call.url.pathname === '/api/user/update-name');
    expect(update?.body).toEqual({ first_name: 'Ana', last_name: 'Pérez Soto' });
  });

  it('checks the confirmation before changing the password', async () => {
    const calls = signedInAsAna({
      'POST /api/user/update-password': () => jsonResponse({ message: 'Contraseña actualizada' }),
    });
    const { user: visitor } = renderProfile();
    await visitor.click(await screen.findByRole('button', { name: 'Cambiar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar contraseña' });
    await visitor.type(within(dialog).getByLabelText('Contraseña actual'), 'clave-de-ana-1');
    await visitor.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva-clave-9');
    await visitor.type(within(dialog).getByLabelText('Confirmar contraseña'), 'nueva-clave-8');
    await visitor.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'La contraseña no coincide',
    );
    expect(calls.some((call) => call.url.pathname === '/api/user/update-password')).toBe(false);

    await visitor.clear(within(dialog).getByLabelText('Confirmar contraseña'));
    await visitor.type(within(dialog).getByLabelText('Confirmar contraseña'), 'nueva-clave-9');
    await visitor.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    const update = calls.find((call) => call.url.pathname === '/api/user/update-password');
    expect(update?.body).toEqual({
      current_password: 'clave-de-ana-1',
      password: 'nueva-clave-9',
      confirm: 'nueva-clave-9',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message in a red toast when saving fails, keeping the modal open', async () => {
    signedInAsAna({
      'POST /api/user/update-password': () =>
        errorResponse('Debe iniciar sesión para continuar.', 'unauthorized', 401),
    });
    const { user: visitor } = renderProfile();
    await visitor.click(await screen.findByRole('button', { name: 'Cambiar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar contraseña' });
    await visitor.type(within(dialog).getByLabelText('Contraseña actual'), 'clave-de-ana-1');
    await visitor.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva-clave-9');
    await visitor.type(within(dialog).getByLabelText('Confirmar contraseña'), 'nueva-clave-9');
    await visitor.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByText('Debe iniciar sesión para continuar.');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('shows a refused current password under its field', async () => {
    signedInAsAna({
      'POST /api/user/update-password': () =>
        errorResponse('La contraseña actual no es correcta.', 'current_password_invalid', 422),
    });
    const { user: visitor } = renderProfile();
    await visitor.click(await screen.findByRole('button', { name: 'Cambiar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar contraseña' });
    await visitor.type(within(dialog).getByLabelText('Contraseña actual'), 'no-es-esta-1');
    await visitor.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva-clave-9');
    await visitor.type(within(dialog).getByLabelText('Confirmar contraseña'), 'nueva-clave-9');
    await visitor.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual no es correcta.',
      ),
    );
  });

  it('deactivates the account after the confirmation and signs out to the agent home', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    const { contact } = appStore.getState();
    appStore.setState({
      contact: {
        ...contact,
        sender: { ...contact.sender, fullname: 'Ana Pérez', email: ana.email },
      },
    });
    const calls = signedInAsAna({
      'POST /api/user/deactivate-account': () =>
        jsonResponse({ message: 'Su cuenta ha sido desactivada' }),
    });
    const { user: visitor, router } = renderProfile();
    await visitor.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar cuenta' });
    expect(dialog).toHaveTextContent(
      'Las referencias y dependencias de su cuenta no se desactivan y pasan a formar parte del sistema.',
    );
    expect(dialog).toHaveTextContent('¿Está seguro de que desea desactivar su cuenta?');
    await visitor.type(within(dialog).getByLabelText('Contraseña actual'), 'clave-de-ana-1');
    await visitor.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Su cuenta ha sido desactivada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?hash=agent-7');
    expect(getAuthToken()).toBeNull();
    expect(appStore.getState().contact.sender).toMatchObject({ fullname: '', email: '' });
    const deactivation = calls.find((call) => call.url.pathname === '/api/user/deactivate-account');
    expect(deactivation?.body).toEqual({
      email: ana.email,
      password: 'clave-de-ana-1',
      origin: window.location.origin,
    });
  });
});
