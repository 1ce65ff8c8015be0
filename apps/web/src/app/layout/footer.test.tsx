import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

const site = {
  domain_name: 'remesas.example',
  locale: 'es',
  operator: {
    name: 'Agencia Ejemplo S.L.',
    email: 'hola@remesas.example',
    phone: '+34 600 111 222',
    whatsapp: '+34 600 111 333',
    address: 'Calle Mayor 1, Madrid',
    social: [{ name: 'Facebook', url: 'https://facebook.com/remesas' }],
    chat: [{ name: 'Telegram', url: 'https://t.me/remesas' }],
  },
};

describe('footer', () => {
  it("shows the operator's contact, social and chat links from the embedded data", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="giro-data" type="application/json">${JSON.stringify(site)}</script>`,
    );
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const link = (name: RegExp) => within(footer).getByRole('link', { name });
    expect(link(/Correo/)).toHaveTextContent('hola@remesas.example');
    expect(link(/hola@remesas\.example/)).toHaveAttribute('href', 'mailto:hola@remesas.example');
    expect(link(/\+34 600 111 222/)).toHaveAttribute('href', 'tel:+34600111222');
    expect(link(/WhatsApp/)).toHaveAttribute('href', 'https://wa.me/34600111333');
    expect(link(/Facebook/)).toHaveAttribute('href', 'https://facebook.com/remesas');
    expect(link(/Telegram/)).toHaveAttribute('href', 'https://t.me/remesas');
    expect(within(footer).getByText('Calle Mayor 1, Madrid')).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Agencia Ejemplo S.L. · Todos los derechos reservados.`,
      ),
    ).toBeInTheDocument();
  });

  it('links the legal pages and shows the accepted card networks', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    );
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    const cards = within(footer).getByRole('list', { name: 'Tarjetas aceptadas' });
    for (const name of ['Visa', 'Mastercard', 'American Express', '4B']) {
      expect(within(cards).getByRole('img', { name })).toBeInTheDocument();
    }
  });
});
