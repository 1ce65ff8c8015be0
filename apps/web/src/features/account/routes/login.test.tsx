import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@/lib/auth-token';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser as ana } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';
import { LoginRoute } from './login';

forgetTokenAfterEach();

const landing = [
  { path: '/', element: <h1>Inicio</h1> },
  { path: '/checkout', element: <h1>Pago</h1> },
];

function renderLogin(url = '/login') {
  return renderWithProviders(<LoginRoute />, { path: '/login', url, routes: landing });
}

async function fillSignIn(visitor: ReturnType<typeof renderLogin>['user']) {
  await visitor.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
  await visitor.type(screen.getByLabelText('Contraseña'), 'cuba-libre-42');
  await visitor.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login panel', () => {
  it('switches between sign-in, register and recover-password views and focuses the new title', async () => {
    const { user: visitor } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.title).toBe('Iniciar sesión · Giro');

    await visitor.click(screen.getByRole('button', { name: 'Regístrese' }));
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toHaveFocus();
    // The form's code loads on that click.
    expect(await screen.findByLabelText('Nombre completo')).toBeInTheDocument();

    await visitor.click(screen.getByRole('button', { name: 'Inicie sesión' }));
    await visitor.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByRole('heading', { name: 'Recuperar contraseña' })).toHaveFocus();

    await visitor.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toHaveFocus();
  });

  it('signs in, stores the token and goes home with the agent hash', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    const calls = stubFetch({
      'POST /api/auth/signin': () => jsonResponse({ token: 'tok-1' }),
      ...sessionOf(ana),
    });
    const { user: visitor, router } = renderLogin();
    await fillSignIn(visitor);

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?hash=agent-7');
    expect(localStorage.getItem('client_auth_token')).toBe('tok-1');
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', password: 'cuba-libre-42' });
    const session = calls.find((call) => call.url.pathname === '/api/auth/user');
    expect(session?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('prefills the sender with the signed-in user but keeps what the sender typed', async () => {
    const { contact } = appStore.getState();
    appStore.setState({
      contact: { ...contact, sender: { ...contact.sender, fullname: 'Ana M.' } },
    });
    stubFetch({
      'POST /api/auth/signin': () => jsonResponse({ token: 'tok-1' }),
      ...sessionOf(ana),
    });
    const { user: visitor } = renderLogin();
    await fillSignIn(visitor);
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(appStore.getState().contact.sender).toMatchObject({
      fullname: 'Ana M.',
      email: 'ana@example.com',
    });
  });

  it('goes back to the page that asked for sign-in', async () => {
    stubFetch({
      'POST /api/auth/signin': () => jsonResponse({ token: 'tok-1' }),
      ...sessionOf(ana),
    });
    const { user: visitor, router } = renderLogin('/login?next=%2Fcheckout');
    await fillSignIn(visitor);
    expect(await screen.findByRole('heading', { name: 'Pago' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes home instead of following a next link to another site', async () => {
    stubFetch({
      'POST /api/auth/signin': () => jsonResponse({ token: 'tok-1' }),
      ...sessionOf(ana),
    });
    const { user: visitor, router } = renderLogin('/login?next=https%3A%2F%2Fevil.example%2F');
    await fillSignIn(visitor);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message in a red toast when sign-in fails', async () => {
    stubFetch({
      'POST /api/auth/signin': () =>
        errorResponse('Credenciales incorrectas', 'invalid_credentials', 401),
    });
    const { user: visitor, router } = renderLogin();
    await fillSignIn(visitor);
    const toast = await screen.findByText('Credenciales incorrectas');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(getAuthToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers a new activation mail to an account not activated yet, once, for the typed address', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin': () =>
        errorResponse(
          'Su cuenta aún no está activada. Revise su correo para activarla.',
          'account_not_activated',
          403,
        ),
      'POST /api/auth/resend-activation': () =>
        jsonResponse({
          message: 'Si esa cuenta aún no está activada, le enviamos un nuevo enlace.',
        }),
    });
    const { user: visitor } = renderLogin();
    expect(screen.queryByRole('button', { name: 'Reenviar correo de activación' })).toBeNull();
    await fillSignIn(visitor);
    await visitor.click(
      await screen.findByRole('button', { name: 'Reenviar correo de activación' }),
    );
    expect(await screen.findByText(/le enviamos un nuevo enlace/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correo de activación enviado' })).toBeDisabled();
    const resend = calls.filter((call) => call.url.pathname === '/api/auth/resend-activation');
    expect(resend.map((call) => call.body)).toEqual([{ email: 'ana@example.com' }]);
  });

  it('shows translated validation messages under the fields without calling the server', async () => {
    const calls = stubFetch({});
    const { user: visitor } = renderLogin();
    await visitor.type(await screen.findByLabelText('Correo electrónico'), 'ana@');
    await visitor.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo no es válido',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Campo obligatorio');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password with its toggle', async () => {
    const { user: visitor } = renderLogin();
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await visitor.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a reset link from the recover view and shows the server message above sign-in', async () => {
    const message = 'Si existe una cuenta con ese correo, le enviamos un enlace.';
    const calls = stubFetch({ 'POST /reset-password': () => jsonResponse({ message }) });
    const { user: visitor } = renderLogin();
    await visitor.click(await screen.findByRole('button', { name: '¿Olvidó su contraseña?' }));
    await visitor.type(await screen.findByLabelText('Correo electrónico'), 'nadie@example.com');
    await visitor.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'nadie@example.com' });
  });
});
