import type {
  AdminGateway,
  AdminReceivingAccount,
} from '@giro/shared/admin/operator-accounts-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { GatewaysSection } from './gateways-section';
import { ReceivingAccountsSection } from './receiving-accounts-section';

const zelle: AdminReceivingAccount = {
  id: 3,
  method: 'zelle',
  currency: 'USD',
  label: 'Zelle',
  account: 'cobros@giro.example',
  holder: 'Giro Envíos LLC',
  bank_name: '',
  swift: '',
  daily_limit: '2500',
  active: true,
};

describe('receiving accounts', () => {
  it("changes an account's daily limit and disables it", async () => {
    const calls = stubFetch({
      'GET /api/admin/receiving-accounts': () => jsonResponse([zelle]),
      'PUT /api/admin/receiving-accounts/3': ({ body }) =>
        jsonResponse({ ...zelle, ...Object(body) }),
    });
    const { user } = renderWithProviders(<ReceivingAccountsSection canEdit />);
    await user.click(
      await screen.findByRole('button', { name: 'Editar la cuenta cobros@giro.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar la cuenta cobros@giro.example' });
    await user.clear(within(dialog).getByLabelText('Límite diario'));
    await user.type(within(dialog).getByLabelText('Límite diario'), '1000.50');
    await user.click(within(dialog).getByLabelText('Activa'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    const { id: _id, ...body } = zelle;
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...body,
      daily_limit: '1000.5',
      active: false,
    });
  });

  it('shows an operator the accounts and who may change them, with no form to be refused', async () => {
    stubFetch({ 'GET /api/admin/receiving-accounts': () => jsonResponse([zelle]) });
    renderWithProviders(<ReceivingAccountsSection canEdit={false} />);
    expect(await screen.findByText('cobros@giro.example')).toBeVisible();
    expect(
      screen.getByText(/^Solo un administrador añade o cambia las cuentas de cobro/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Editar|Añadir/ })).toBeNull();
  });
});

describe('gateways', () => {
  it('switches a payment method off', async () => {
    const payeer: AdminGateway = { name: 'payeer', enabled: true, position: 1 };
    const calls = stubFetch({
      'GET /api/admin/gateways': () => jsonResponse([payeer]),
      'PUT /api/admin/gateways/payeer': () => jsonResponse({ ...payeer, enabled: false }),
    });
    const { user } = renderWithProviders(<GatewaysSection />);
    await user.click(await screen.findByLabelText('Payeer'));
    expect((await screen.findAllByText('Cambios guardados')).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { enabled: false },
    ]);
  });
});
