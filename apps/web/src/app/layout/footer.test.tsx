import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedSite, testSite } from '@/features/content/test/site-fixture';
import { renderApp } from '@/test/render';

const site = {
  ...testSite,
  operator: {
    ...testSite.operator,
    social: [{ name: 'Facebook', url: 'https://facebook.com/remesas' }],
    chat: [{ name: 'Telegram', url: 'https://t.me/remesas' }],
  },
};

describe('footer', () => {
  it("shows the operator's contact, social and chat links from the embedded data", async () => {
    embedSite(site);
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

const internalLinks = [
  ['Contacto', '/contact'],
  ['Preguntas frecuentes', '/faq'],
  ['Política de privacidad', '/politica-de-privacidad'],
  ['Términos y condiciones', '/terminos-y-condiciones'],
  ['Política de cookies', '/politica-de-cookies'],
  ['Aviso legal', '/disclaimer'],
  ['Sobre nosotros', '/about'],
] as const;

describe('footer links', () => {
  it('links every internal page the footer lists', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const internal = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(internal).toEqual(internalLinks);
  });

  // The first visit of a screen loads its code (the contact form's phone data included).
  it.each(internalLinks)(
    'opens %s, titled as its link',
    { timeout: 15_000 },
    async (name, path) => {
      const { router, user } = renderApp('/');
      const footer = await screen.findByRole('contentinfo');
      await user.click(within(footer).getByRole('link', { name }));
      const heading = await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
      expect(heading).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );
});
