import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('route head', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('[data-test-head]')) element.remove();
  });

  it("moves the server's description and canonical address along as the visitor browses", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta data-test-head name="description" content="Pague con tarjeta…">' +
        '<link data-test-head rel="canonical" href="https://remesas.example/">' +
        '<link data-test-head rel="alternate" hreflang="en" href="https://remesas.example/?lang=en">',
    );
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^Las respuestas a las dudas más habituales/),
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://remesas.example/faq',
    );
    expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
      'href',
      'https://remesas.example/faq?lang=en',
    );
  });
});
