import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
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

/** What the server answers a change of where money goes: the proposal, waiting. */
const proposal = (kind: MoneyChange['kind'], entity: string): MoneyChange => ({
  id: 7,
  kind,
  entity_id: entity,
  label: entity,
  fields: [],
  state: 'pending',
  proposed_by: 'ana@giro.test',
  proposed_at: '2026-07-01T10:00:00.000Z',
  effective_at: null,
  decided_by: null,
  decided_at: null,
});

const proposed = 'Cambio propuesto: se aplicará cuando otro administrador lo apruebe';

describe('receiving accounts', () => {
  it("proposes a change of an account's daily limit and disabling it", async () => {
    const calls = stubFetch({
      'GET /api/admin/receiving-accounts': () => jsonResponse([zelle]),
      'PUT /api/admin/receiving-accounts/3': () => jsonResponse(proposal('receiving_account', '3')),
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

    expect(await screen.findByText(new RegExp(proposed))).toBeVisible();
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
  it('proposes switching a payment method off', async () => {
    const payeer: AdminGateway = { name: 'payeer', enabled: true, position: 1 };
    const calls = stubFetch({
      'GET /api/admin/gateways': () => jsonResponse([payeer]),
      'PUT /api/admin/gateways/payeer': () => jsonResponse(proposal('gateway', 'payeer')),
    });
    const { user } = renderWithProviders(<GatewaysSection />);
    await user.click(await screen.findByLabelText('Payeer'));
    expect((await screen.findAllByText(new RegExp(proposed))).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { enabled: false },
    ]);
  });
});
