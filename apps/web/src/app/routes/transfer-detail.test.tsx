import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/features/checkout/lib/leave-for';
import { detail } from '@/features/transfers/test-fixtures';
import { loadNamespaces } from '@/lib/i18n';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { TransferDetailWithPaymentRoute } from './transfer-detail';

// Leaving for the gateway is a full page load, which jsdom cannot do.
vi.mock('@/features/checkout/lib/leave-for', () => ({ leaveFor: vi.fn() }));

beforeAll(() => loadNamespaces(['transfers', 'checkout', 'crypto']));

const account = {
  method: 'zelle',
  label: 'Zelle',
  account: 'pagos@giro.example',
  holder: 'Giro LLC',
  bank_name: '',
  swift: '',
} as const;
const unpaidZelle: TransferDetail = { ...detail, payment: { kind: 'account', account } };

function renderDetail(reference = detail.reference) {
  return renderWithProviders(<TransferDetailWithPaymentRoute />, {
    path: '/profile/transfers/:reference',
    url: `/profile/transfers/${reference}`,
  });
}

describe("paying an unpaid order from 'Mis envíos'", () => {
  it('shows the Zelle account and the amount due, then takes the confirmation', async () => {
    let current = unpaidZelle;
    const calls = stubFetch({
      'GET /api/orders/GR-7K3M9Q': () => jsonResponse(current),
      'POST /confirm_fiat_payment': () => {
        current = { ...detail, status: 'payment_submitted', can_cancel: false };
        return jsonResponse({
          message: 'Recibimos su confirmación.',
          reference: 'GR-7K3M9Q',
          status: 'payment_submitted',
        });
      },
    });
    const { user } = renderDetail();
    const pay = await screen.findByRole('region', { name: 'Pagar este envío' });
    expect(within(pay).getByText('Envíe 105,00 USD por Zelle a esta cuenta')).toBeVisible();
    expect(within(pay).getByText('pagos@giro.example')).toBeVisible();
    expect(within(pay).getByText('Titular: Giro LLC')).toBeVisible();
    await user.type(within(pay).getByLabelText('Su cuenta Zelle'), 'yo@banco.example');
    await user.type(within(pay).getByLabelText('Número de confirmación'), 'BAC123456');
    await user.click(within(pay).getByRole('button', { name: 'Ya pagué' }));

    const body = await vi.waitFor(() => {
      const call = calls.find((c) => c.url.pathname === '/confirm_fiat_payment');
      if (!call) throw new Error('not confirmed yet');
      return call.body;
    });
    expect(body).toEqual({
      account: 'yo@banco.example',
      order: 'BAC123456',
      reference: 'GR-7K3M9Q',
      fiat_method: 'zelle',
    });
    // Read again: the order now awaits the operator, there is nothing left to pay here.
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pagar este envío' })).toBeNull(),
    );
    expect(screen.getAllByText('Pago en verificación').length).toBeGreaterThan(0);
  });

  it('shows a bank transfer the bank account, its bank and the reference, and takes "I have paid"', async () => {
    stubFetch({
      'GET /api/orders/GR-7K3M9Q': () =>
        jsonResponse({
          ...detail,
          method: 'transferencia',
          payment: {
            kind: 'account',
            account: {
              ...account,
              method: 'transferencia',
              label: 'Banco',
              account: 'ES91 2100 0418 4502 0005 1332',
              bank_name: 'CaixaBank',
              swift: 'CAIXESBBXXX',
            },
          },
        }),
    });
    renderDetail();
    const pay = await screen.findByRole('region', { name: 'Pagar este envío' });
    expect(within(pay).getByText('Transfiera 105,00 USD a esta cuenta bancaria')).toBeVisible();
    expect(within(pay).getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    expect(within(pay).getByText('Banco: CaixaBank')).toBeVisible();
    expect(within(pay).getByText('SWIFT/BIC: CAIXESBBXXX')).toBeVisible();
    expect(within(pay).getByText('GR-7K3M9Q')).toBeVisible();
    expect(within(pay).getByLabelText('Su IBAN o número de cuenta')).toBeVisible();
    expect(within(pay).getByLabelText('Referencia de la transferencia')).toBeVisible();
    expect(within(pay).getByRole('button', { name: 'Ya pagué' })).toBeVisible();
  });

  it("sends a gateway order to a fresh page on the gateway's site", async () => {
    stubFetch({
      'GET /api/orders/GR-7K3M9Q': () =>
        jsonResponse({ ...detail, method: 'payeer', payment: { kind: 'gateway' } }),
      'POST /api/orders/GR-7K3M9Q/payment-link': () =>
        jsonResponse({ url: '', formUrl: 'https://payeer.example/merchant?m_orderid=GR-7K3M9Q' }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago con Payeer' }));
    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://payeer.example/merchant?m_orderid=GR-7K3M9Q'),
    );
  });
});
