import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { detail } from '../test-fixtures';
import { TransferDetailRoute } from './transfer-detail';

beforeAll(() => loadNamespaces(['transfers']));

// The payment panels are the checkout's, composed in by the app (app/routes/transfer-detail.test.tsx).
const NoPayment = () => null;

function renderDetail() {
  return renderWithProviders(<TransferDetailRoute Payment={NoPayment} />, {
    path: '/profile/transfers/:reference',
    url: '/profile/transfers/GR-7K3M9Q',
  });
}

describe('transfer detail', () => {
  it('shows the amounts, the receiver, the method and the status timeline', async () => {
    stubFetch({ 'GET /api/orders/GR-7K3M9Q': () => jsonResponse(detail) });
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Envío GR-7K3M9Q' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Monto enviado')).toBeInTheDocument();
    expect(screen.getByText('100,00 USD')).toBeInTheDocument();
    expect(screen.getByText('1 USD = 350 CUP')).toBeInTheDocument();
    expect(screen.getByText('Zelle')).toBeInTheDocument();
    // Still awaiting payment: the total is due, not paid.
    expect(screen.getByText('Total a pagar')).toBeInTheDocument();
    expect(screen.queryByText('Total pagado')).not.toBeInTheDocument();
    expect(screen.getByText('•••• 5678')).toBeInTheDocument();
    const timeline = screen
      .getByRole('heading', { name: 'Historial de estados' })
      .closest('section');
    expect(within(timeline as HTMLElement).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Mis envíos' })).toHaveAttribute(
      'href',
      '/profile/transfers',
    );
  });

  it.each([
    ['awaiting_payment', false],
    ['payment_submitted', false],
    ['cancelled', false],
    ['expired', false],
    ['replaced', false],
    ['paid', true],
    ['delivered', true],
    ['refunded', true],
  ] as const)('offers a receipt for a %s order: %s', async (status, offered) => {
    stubFetch({ 'GET /api/orders/GR-7K3M9Q': () => jsonResponse({ ...detail, status }) });
    renderDetail();
    await screen.findByText('Monto enviado');
    const receipt = screen.queryByRole('link', { name: 'Ver recibo' });
    const pdf = screen.queryByRole('button', { name: 'Descargar PDF' });
    if (offered) {
      expect(receipt).toHaveAttribute('href', '/profile/transfers/GR-7K3M9Q/receipt');
      expect(pdf).toBeInTheDocument();
    } else {
      expect(receipt).toBeNull();
      expect(pdf).toBeNull();
    }
  });

  it('shows the coin, amount, network, wallet and TXID of a crypto payment', async () => {
    const crypto = {
      coin: 'BTC',
      amount: '0.00161538',
      network: 'Bitcoin',
      wallet: 'bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832',
      txid: 'ab'.repeat(32),
    };
    stubFetch({
      'GET /api/orders/GR-7K3M9Q': () =>
        jsonResponse({ ...detail, method: 'crypto', status: 'paid', crypto }),
    });
    renderDetail();
    const section = (await screen.findByRole('heading', { name: 'Pago en criptomoneda' })).closest(
      'section',
    ) as HTMLElement;
    for (const text of ['0,00161538 BTC', 'Bitcoin', crypto.wallet, crypto.txid]) {
      expect(within(section).getByText(text)).toBeInTheDocument();
    }
  });

  it('cancels an order awaiting payment after the sender confirms', async () => {
    const cancelled: TransferDetail = {
      ...detail,
      status: 'cancelled',
      can_cancel: false,
      history: [...detail.history, { status: 'cancelled', at: '2025-03-10T16:00:00.000Z' }],
    };
    let current = detail;
    const calls = stubFetch({
      'GET /api/orders/GR-7K3M9Q': () => jsonResponse(current),
      'POST /api/orders/GR-7K3M9Q/cancel': () => {
        current = cancelled;
        return jsonResponse(cancelled);
      },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancelar envío' }));
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('El envío fue cancelado.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancelar envío' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0);
  });

  it('uploads a proof of payment for a Zelle order', async () => {
    const calls = stubFetch({
      'GET /api/orders/GR-7K3M9Q': () => jsonResponse(detail),
      'POST /api/orders/GR-7K3M9Q/proof': () =>
        jsonResponse({ media_type: 'image/png', size: 3, uploaded_at: '2025-03-10T16:00:00.000Z' }),
    });
    const { user } = renderDetail();
    const proof = new File(['png'], 'proof.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Subir comprobante'), proof);
    expect(await screen.findByText('Recibimos su comprobante de pago.')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url.pathname).toBe('/api/orders/GR-7K3M9Q/proof');
    expect(upload?.headers.get('content-type')).toBeNull();
  });

  it('labels the total as paid once paid, and names the order that replaced a replaced one', async () => {
    stubFetch({
      'GET /api/orders/GR-7K3M9Q': () =>
        jsonResponse({ ...detail, status: 'paid', can_cancel: false }),
      'GET /api/orders/GR-REPLCD': () =>
        jsonResponse({
          ...detail,
          reference: 'GR-REPLCD',
          status: 'replaced',
          can_cancel: false,
          replaced_by: 'GR-7K3M9Q',
        }),
    });
    const { user } = renderWithProviders(<TransferDetailRoute Payment={NoPayment} />, {
      path: '/profile/transfers/:reference',
      url: '/profile/transfers/GR-REPLCD',
    });
    expect(await screen.findByText(/quedó reemplazado por GR-7K3M9Q/)).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver GR-7K3M9Q' }));
    expect(await screen.findByText('Total pagado')).toBeInTheDocument();
  });

  it("says so when the order is not the sender's", async () => {
    stubFetch({});
    renderDetail();
    expect(await screen.findByText('No encontramos este envío.')).toBeInTheDocument();
  });
});
