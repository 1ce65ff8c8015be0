import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { detail } from '../test-fixtures';
import { TransferDetailRoute } from './transfer-detail';

beforeAll(() => loadNamespaces(['transfers']));

const NoPayment = () => null;

function renderDetail(transfer: TransferDetail, stubs: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    'GET /api/orders/GR-7K3M9Q': () => jsonResponse(transfer),
    ...stubs,
  });
  renderWithProviders(<TransferDetailRoute Payment={NoPayment} />, {
    path: '/profile/transfers/:reference',
    url: '/profile/transfers/GR-7K3M9Q',
  });
  return calls;
}

describe("the sender's rights and holds on the transfer page", () => {
  it('says a held transfer is being reviewed', async () => {
    renderDetail({ ...detail, hold: 'sanctions' });
    expect(await screen.findByText('Su envío está en revisión')).toBeInTheDocument();
  });

  it('sends a transfer waiting for the identity to the identity page', async () => {
    renderDetail({ ...detail, hold: 'identity' });
    const link = await screen.findByRole('link', { name: 'Verificar mi identidad' });
    expect(link).toHaveAttribute('href', '/profile/identity');
  });

  it('shows the availability date and a refund owed', async () => {
    renderDetail({
      ...detail,
      status: 'cancelled',
      can_cancel: false,
      refund: { amount: '105.00', currency: 'USD', refunded_at: null },
    });
    expect(await screen.findByText('13 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getByText(/Le devolveremos 105,00 USD/)).toBeInTheDocument();
  });

  it('asks before cancelling a paid transfer, saying until when and that everything comes back', async () => {
    renderDetail({
      ...detail,
      status: 'payment_submitted',
      cancel_until: '2025-03-10T16:00:00.000Z',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar envío' }));
    expect(await screen.findByText(/Le devolveremos todo lo que pagó/)).toBeInTheDocument();
  });

  it('reports an error on a paid transfer and lists the answer of an earlier claim', async () => {
    const answered = {
      id: '9a4f3c1e-4b0a-4f7e-9a11-8e2b3c4d5e6f',
      kind: 'late' as const,
      description: 'Tardó una semana',
      created_at: '2025-03-12T10:00:00.000Z',
      due_at: '2025-06-10T10:00:00.000Z',
      outcome: 'no_error' as const,
      answer: 'La entrega se hizo dentro del plazo indicado.',
      answered_at: '2025-03-20T10:00:00.000Z',
    };
    const calls = renderDetail(
      { ...detail, status: 'delivered', can_cancel: false, can_claim: true, claims: [answered] },
      {
        'POST /api/orders/GR-7K3M9Q/claims': () =>
          jsonResponse(
            { ...answered, id: 'new', outcome: null, answer: null, answered_at: null },
            201,
          ),
      },
    );
    expect(
      await screen.findByText('La entrega se hizo dentro del plazo indicado.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Informar un problema' }));
    await screen.findByRole('dialog', { name: 'Informar un problema' });
    await userEvent.selectOptions(
      screen.getByLabelText('Qué ocurrió'),
      'El beneficiario recibió otro monto',
    );
    await userEvent.type(screen.getByLabelText('Detalles'), 'Recibió 28000 CUP, no 32000.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/claims'))?.body).toEqual({
        kind: 'wrong_amount',
        description: 'Recibió 28000 CUP, no 32000.',
      }),
    );
  });
});
