import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordRoute } from './forgot-password';

describe('forgot password page', () => {
  it('asks for a reset link and shows the same server message for any address', async () => {
    const message = 'Si existe una cuenta con ese correo, le enviamos un enlace.';
    const calls = stubFetch({ 'POST /reset-password': () => jsonResponse({ message }) });
    const { user: visitor } = renderWithProviders(<ForgotPasswordRoute />, {
      path: '/forgot-password',
    });
    await visitor.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await visitor.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com' });
  });
});
