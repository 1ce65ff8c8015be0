import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { appStore } from '@/lib/store/app-store';
import { renderApp } from '@/test/render';
import { embedSite } from '../test/site-fixture';

const pages = [
  ['/about', 'Sobre nosotros', 'About us'],
  ['/faq', 'Preguntas frecuentes', 'FAQ'],
  ['/politica-de-privacidad', 'Política de privacidad', 'Privacy policy'],
  ['/terminos-y-condiciones', 'Términos y condiciones', 'Terms and conditions'],
  ['/politica-de-cookies', 'Política de cookies', 'Cookie policy'],
  ['/disclaimer', 'Aviso legal', 'Disclaimer'],
  ['/payment-error', 'No se pudo completar el pago', 'The payment could not be completed'],
] as const;

async function renderPage(url: string, heading: string) {
  embedSite();
  const rendered = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...rendered, main: screen.getByRole('main') };
}

describe('content pages', () => {
  it.each(pages)('renders %s in Spanish with every placeholder filled', async (url, es) => {
    const { main } = await renderPage(url, es);
    expect(main.textContent).not.toMatch(/[{}]|\$t\(/);
    // White-label: the title names the operator, not the product.
    await waitFor(() => expect(document.title).toBe(`${es} · Agencia Ejemplo S.L.`));
  });

  it.each(pages)('renders %s in English with every placeholder filled', async (url, _, en) => {
    await changeLanguage('en');
    const { main } = await renderPage(url, en);
    expect(main.textContent).not.toMatch(/[{}]|\$t\(/);
  });

  it('names the operator and the domain in the legal texts', async () => {
    const { main } = await renderPage('/politica-de-privacidad', 'Política de privacidad');
    expect(main).toHaveTextContent(
      'El responsable del tratamiento de sus datos es Agencia Ejemplo S.L., titular de remesas.example.',
    );
    expect(main).toHaveTextContent('a través de hola@remesas.example');
  });

  it('links each section of a long legal page from its table of contents', async () => {
    const { main } = await renderPage('/terminos-y-condiciones', 'Términos y condiciones');
    const toc = within(main).getByRole('navigation', { name: 'En esta página' });
    const link = within(toc).getByRole('link', { name: 'Ley aplicable y jurisdicción' });
    expect(link).toHaveAttribute('href', '#law');
    const section = document.getElementById('law');
    expect(section).toHaveAccessibleName('Ley aplicable y jurisdicción');
    expect(section).toHaveTextContent('legislación suiza');
    expect(section).toHaveTextContent('tribunales de Berna');
  });

  it('tabulates every cookie Giro sets, the device cookie of sign-in among them', async () => {
    const { main } = await renderPage('/politica-de-cookies', 'Política de cookies');
    const table = within(main).getByRole('table', {
      name: 'Tipos de cookies que usa remesas.example',
    });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual([
      'Estrictamente necesarias',
      'Seguridad de su cuenta (estrictamente necesaria)',
      'Funcionales',
      'Analíticas',
    ]);
    const device = within(table).getByRole('row', { name: /giro_device_/ });
    expect(device).toHaveTextContent('180 días');
    for (const heading of ['Aplicaciones móviles', 'Cómo bloquear o gestionar las cookies']) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('opens and closes FAQ answers as disclosures', async () => {
    const { main, user } = await renderPage('/faq', 'Preguntas frecuentes');
    const question = within(main).getByText('¿Cuánto tarda en llegar el dinero?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    // The window is the delivery option's, not a figure of the page's own.
    expect(details).toHaveTextContent('depende de la opción de entrega que elija');
  });

  it('names a declined Payeer payment without blaming a card, and links to the transfer', async () => {
    appStore.setState({ method: 'payeer', order_id: 'GR-7K3M9Q' });
    const { main } = await renderPage('/payment-error', 'No se pudo completar el pago');
    expect(within(main).getByText(/El pago con Payeer no se completó/)).toBeInTheDocument();
    expect(within(main).queryByText(/tarjeta/)).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Falta el CVV/CVV2' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Ver mi envío' })).toHaveAttribute(
      'href',
      '/profile/transfers/GR-7K3M9Q',
    );
  });

  it('lists the card’s usual reasons to a visitor whose method it does not know', async () => {
    appStore.setState({ method: null, order_id: null });
    const { main } = await renderPage('/payment-error', 'No se pudo completar el pago');
    expect(
      within(main).getByRole('heading', {
        level: 2,
        name: 'Si pagó con tarjeta, las causas más frecuentes',
      }),
    ).toBeInTheDocument();
    for (const reason of [
      'Falta el CVV/CVV2',
      '3D Secure no está activado',
      'Se alcanzó el límite diario',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
    }
  });

  it('lists why a card payment fails and how to reach support', async () => {
    appStore.setState({ method: 'tropipay' });
    const { main } = await renderPage('/payment-error', 'No se pudo completar el pago');
    expect(within(main).getByText(/con tarjeta/)).toBeInTheDocument();
    for (const reason of [
      'Falta el CVV/CVV2',
      '3D Secure no está activado',
      'Se alcanzó el límite diario',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: 'Escríbanos' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(main).getByRole('link', { name: /hola@remesas\.example/ })).toHaveAttribute(
      'href',
      'mailto:hola@remesas.example',
    );
    expect(within(main).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/34600111333',
    );
    expect(within(main).getByRole('link', { name: 'Volver a intentar el pago' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('falls back to the page host and the contact page when the operator is not configured', async () => {
    renderApp('/disclaimer');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Aviso legal' });
    expect(main).toHaveTextContent(
      `${window.location.hostname} es un sitio de ${window.location.hostname}. Puede contactarnos a través de la página de contacto.`,
    );
  });
});
