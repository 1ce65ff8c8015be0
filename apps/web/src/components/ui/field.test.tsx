import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Field } from './field';
import { Input } from './input';

describe('field', () => {
  it('labels its control and announces a translated shared error', async () => {
    renderWithProviders(
      <Field label="Correo" hint="Le enviaremos el recibo" error="validation.email">
        <Input type="email" />
      </Field>,
    );
    const input = await screen.findByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Le enviaremos el recibo El correo no es válido');
  });

  it('shows a message the server already translated as it is', async () => {
    renderWithProviders(
      <Field label="Correo" error="Este correo ya está registrado.">
        <Input type="email" />
      </Field>,
    );
    expect(await screen.findByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
      'Este correo ya está registrado.',
    );
  });

  it('leaves a valid control unmarked', async () => {
    renderWithProviders(
      <Field label="Nombre">
        <Input />
      </Field>,
    );
    const input = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
