import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { errorResponse, forgetTokenAfterEach, sessionOf } from '@/test/session';
import { receipt } from '../test-fixtures';

forgetTokenAfterEach();

describe('printable receipt', () => {
  it('shows every line the server words for the PDF, under the operator and its mark', async () => {
    setAuthToken('tok-1');
    stubFetch({
      ...sessionOf(testUser),
      'GET /api/orders/GR-7K3M9Q/receipt': () => jsonResponse(receipt),
    });
    renderApp('/profile/transfers/GR-7K3M9Q/receipt');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole(
        'heading',
        { level: 1, name: 'Recibo de envío GR-7K3M9Q' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(main).getByText('Giro Envíos')).toBeInTheDocument();
    expect(within(main).getByText('https://giro.example')).toBeInTheDocument();
    expect(main.querySelector('svg')).not.toBeNull();
    for (const section of receipt.sections) {
      const list = within(main).getByRole('heading', { name: section.title }).closest('section');
      for (const row of section.rows) {
        expect(within(list as HTMLElement).getByText(row.label)).toBeInTheDocument();
        expect(within(list as HTMLElement).getByText(row.value)).toBeInTheDocument();
      }
    }
    expect(within(main).getByRole('heading', { name: 'Cómo reclamar' })).toBeInTheDocument();
    expect(within(main).getByText(receipt.issued)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it("says why an unpaid transfer has no receipt, in the server's words, and leads back to it", async () => {
    setAuthToken('tok-1');
    const message = 'Solo un envío cuyo pago recibimos tiene recibo.';
    stubFetch({
      ...sessionOf(testUser),
      'GET /api/orders/GR-7K3M9Q/receipt': () => errorResponse(message, 'receipt_unavailable', 409),
    });
    renderApp('/profile/transfers/GR-7K3M9Q/receipt');
    expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('No encontramos este envío.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al envío GR-7K3M9Q' })).toHaveAttribute(
      'href',
      '/profile/transfers/GR-7K3M9Q',
    );
  });
});
