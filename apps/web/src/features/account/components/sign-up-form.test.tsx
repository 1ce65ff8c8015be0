import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse } from '@/test/session';
import { AuthPanel } from './auth-panel';

async function openSignUp() {
  const rendered = renderWithProviders(<AuthPanel />, { path: '/login' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Regístrese' }));
  // The form's code loads on that click.
  await screen.findByLabelText('Nombre completo');
  return rendered.user;
}

const submitButton = () => screen.getByRole('button', { name: 'Registrarse' });

async function fillAll(visitor: Awaited<ReturnType<typeof openSignUp>>) {
  await visitor.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
  await visitor.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await visitor.type(screen.getByLabelText('Contraseña'), 'cuba-libre-42');
  await visitor.type(screen.getByLabelText('Confirmar contraseña'), 'cuba-libre-42');
}

describe('sign-up form', () => {
  it('keeps the button disabled until full name, email, password and confirmation are filled', async () => {
    const visitor = await openSignUp();
    expect(submitButton()).toBeDisabled();
    await visitor.type(screen.getByLabelText('Nombre completo'), '   ');
    await visitor.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await visitor.type(screen.getByLabelText('Contraseña'), 'cuba-libre-42');
    await visitor.type(screen.getByLabelText('Confirmar contraseña'), 'cuba-libre-42');
    // A whitespace-only name counts as empty (spec §5).
    expect(submitButton()).toBeDisabled();
    await visitor.type(screen.getByLabelText('Nombre completo'), 'Ana');
    expect(submitButton()).toBeEnabled();
  });

  it('requires the 18+ acknowledgement, which links to the terms', async () => {
    const calls = stubFetch({});
    const visitor = await openSignUp();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    await fillAll(visitor);
    await visitor.click(submitButton());
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Debe confirmar que es mayor de 18 años y aceptar los términos',
    );
    expect(calls).toHaveLength(0);
  });

  it('registers with the agent hash as register link and shows the server message on sign-in', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    const message = 'Revise su correo para activar su cuenta';
    const calls = stubFetch({ 'POST /api/auth/sign_up': () => jsonResponse({ message }) });
    const visitor = await openSignUp();
    await fillAll(visitor);
    await visitor.click(screen.getByRole('checkbox'));
    await visitor.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      fullname: 'Ana Pérez',
      email: 'ana@example.com',
      password: 'cuba-libre-42',
      confirm_password: 'cuba-libre-42',
      register_link: 'agent-7',
    });
  });

  it('reports a different confirmation under its field', async () => {
    const visitor = await openSignUp();
    await fillAll(visitor);
    await visitor.type(screen.getByLabelText('Confirmar contraseña'), '!');
    await visitor.tab();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'La contraseña no coincide',
    );
  });

  it('keeps the form and shows the server message in a red toast when sign-up fails', async () => {
    stubFetch({
      'POST /api/auth/sign_up': () =>
        errorResponse('Demasiados intentos. Espere 1 minuto.', 'rate_limited', 429),
    });
    const visitor = await openSignUp();
    await fillAll(visitor);
    await visitor.click(screen.getByRole('checkbox'));
    await visitor.click(submitButton());
    const toast = await screen.findByText('Demasiados intentos. Espere 1 minuto.');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
  });
});
