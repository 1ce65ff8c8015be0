import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch';
import { testDisclosure } from '@/test/fixtures';
import { methodButton, orderCreated, renderCheckout } from '../test/render-checkout';

describe('checkout: compliance', { timeout: 20_000 }, () => {
  it('discloses fees, rate, total, what arrives and when before any method is chosen', async () => {
    await renderCheckout({ stubs: { 'POST /api/disclosure': () => jsonResponse(testDisclosure) } });
    const section = await screen.findByRole('region', { name: 'Antes de pagar' });
    expect(section).toHaveTextContent('4,00 USD');
    expect(section).toHaveTextContent('104,00 USD');
    expect(section).toHaveTextContent('1 USD = 320 CUP');
    expect(section).toHaveTextContent('32.000,00 CUP');
    expect(section).toHaveTextContent('7 de marzo de 2025');
    expect(section).toHaveTextContent('30 minutos');
  });

  it('shows why a held order cannot be paid, with its transfer and the identity page', async () => {
    const held = orderCreated({
      code: 'identity_required',
      message: 'Para pagar este envío debe verificar su identidad.',
    });
    const { user } = await renderCheckout({
      stubs: { 'POST /create_order': () => jsonResponse(held) },
    });
    await user.click(methodButton('Zelle'));
    expect(
      await screen.findByText('Para pagar este envío debe verificar su identidad.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar mi identidad' })).toHaveAttribute(
      'href',
      '/profile/identity',
    );
    expect(screen.getByRole('link', { name: 'Ver mi envío' })).toHaveAttribute(
      'href',
      '/profile/transfers/GR-7K3M9Q',
    );
    expect(screen.queryByLabelText('Su cuenta de Zelle')).not.toBeInTheDocument();
  });
});
