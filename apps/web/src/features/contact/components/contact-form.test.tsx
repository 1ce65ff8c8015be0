import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

function renderForm() {
  const rendered = renderWithProviders(<ContactForm />, { path: '/contact' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  const sendButton = () => screen.getByRole('button', { name: 'Enviar mensaje' });
  async function fillValid() {
    await rendered.user.type(field('Nombre'), 'Ana Pérez');
    await rendered.user.type(field('Correo electrónico'), 'ana@example.com');
    await rendered.user.type(field('Mensaje'), 'Hola');
  }
  return { ...rendered, field, sendButton, fillValid };
}

describe('contact form', () => {
  it('always shows the send button, and a click on an incomplete form shows what is missing', async () => {
    const calls = stubFetch({});
    const { user, field, sendButton } = renderForm();
    expect(sendButton()).toBeEnabled();
    await user.type(field('Nombre'), 'Ana Pérez');
    await user.type(field('Correo electrónico'), 'ana@example');
    await user.type(field('Mensaje'), '   ');
    // Nothing is flagged while the sender types.
    expect(field('Correo electrónico')).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Email no válido.');
    expect(field('Mensaje')).toHaveAccessibleDescription(
      expect.stringContaining('Campo obligatorio'),
    );
    expect(calls).toEqual([]);
    await user.type(field('Correo electrónico'), '.com');
    expect(field('Correo electrónico')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters of the message up to 255', async () => {
    const { user, field } = renderForm();
    expect(field('Mensaje')).toHaveAccessibleDescription('0 de 255 caracteres');
    await user.type(field('Mensaje'), '¿Cuánto tarda?');
    expect(field('Mensaje')).toHaveAccessibleDescription('14 de 255 caracteres');
    expect(field('Mensaje')).toHaveAttribute('maxlength', '255');
  });

  it('sends nothing while the optional phone is not a valid number, and says why', async () => {
    const calls = stubFetch({});
    const { user, field, sendButton, fillValid } = renderForm();
    await fillValid();
    await user.type(field('Teléfono (opcional)'), '305 55');
    await user.click(sendButton());
    expect(field('Teléfono (opcional)')).toHaveAccessibleDescription('El teléfono no es válido');
    expect(calls).toEqual([]);
  });

  it('sends the message with the agent and phone, confirms it and empties the form', async () => {
    appStore.setState({ freelancer: 'agent-7' });
    const calls = stubFetch({ 'POST /contact': () => jsonResponse({ success: true }) });
    const { user, field, fillValid } = renderForm();
    expect(field('Código de agente (opcional)')).toHaveValue('agent-7');
    await fillValid();
    await user.type(field('Teléfono (opcional)'), '305 555 0142');
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));

    const toast = await screen.findByText(
      'Su mensaje ha sido enviado. ¡Pronto nos pondremos en contacto con usted!',
    );
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    expect(calls.at(-1)?.body).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '+13055550142',
      message: 'Hola',
      freelancer: 'agent-7',
    });
    expect(calls.at(-1)?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(field('Nombre')).toHaveValue('');
    expect(field('Mensaje')).toHaveValue('');
    expect(field('Teléfono (opcional)')).toHaveValue('');
    expect(field('Código de agente (opcional)')).toHaveValue('agent-7');
  });

  it('keeps the message and shows the server reason in red when sending fails', async () => {
    const message = 'Demasiados intentos. Espere 9 minutos e inténtelo de nuevo.';
    stubFetch({ 'POST /contact': () => jsonResponse({ message, code: 'rate_limited' }, 429) });
    const { user, field, fillValid } = renderForm();
    await fillValid();
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    const toast = await screen.findByText(message);
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(field('Mensaje')).toHaveValue('Hola');
  });

  it('speaks English, with its own bad-email message', async () => {
    await changeLanguage('en');
    const { user } = renderWithProviders(<ContactForm />, { path: '/contact' });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ana');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email is not valid',
    );
  });
});
