import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedSite, testSite } from '@/features/content/test/site-fixture';
import { renderApp } from '@/test/render';

describe('demo banner', () => {
  it('says payments are test payments while the server runs the payment sandbox', async () => {
    embedSite({ ...testSite, demo: true });
    renderApp('/');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Modo demostración: los pagos son de prueba',
    );
  });

  it('is absent on a real deployment', async () => {
    embedSite({ ...testSite, demo: false });
    renderApp('/');
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('Modo demostración: los pagos son de prueba')).toBeNull();
  });
});
