import type { MoneyChange } from '@giro/shared/admin/money-change-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp, renderWithProviders } from '@/test/render';
import { admin, forgetStaffTokenAfterEach, signedInAsStaff } from '../../test/admin-fixtures';
import { MoneyChangesSection } from './money-changes-section';

forgetStaffTokenAfterEach();

const change: MoneyChange = {
  id: 12,
  kind: 'receiving_account',
  entity_id: null,
  label: 'zelle nueva@giro.example',
  fields: [{ field: 'account', before: null, after: 'nueva@giro.example' }],
  state: 'pending',
  proposed_by: 'beto@giro.test',
  proposed_at: '2026-07-01T10:00:00.000Z',
  effective_at: null,
  decided_by: null,
  decided_at: null,
};

const coolOff = {
  'GET /api/admin/money-changes/cool-off': () => jsonResponse({ hours: 24, pending: null }),
};

describe('changes of where money goes', () => {
  it("lets an admin approve another admin's change, not their own", async () => {
    signedInAsStaff();
    const mine = { ...change, id: 13, proposed_by: admin.email };
    const calls = stubFetch({
      'GET /api/admin/money-changes': () => jsonResponse([change, mine]),
      ...coolOff,
      'POST /api/admin/money-changes/12/approve': () =>
        jsonResponse({ ...change, state: 'applied', decided_by: admin.email }),
    });
    const { user } = renderWithProviders(<MoneyChangesSection me={admin} />);
    const list = await screen.findByRole('list', { name: 'Cambios pendientes' });
    const [theirs, own] = within(list).getAllByRole('listitem');
    expect(theirs).toHaveTextContent('Espera su aprobación.');
    const item = within(theirs as HTMLElement);
    expect(item.getByRole('term')).toHaveTextContent('Cuenta');
    expect(item.getByRole('definition')).toHaveTextContent('nueva@giro.example');
    expect(own).toHaveTextContent('Espera la aprobación de otro administrador.');
    expect(within(own as HTMLElement).queryByRole('button', { name: /Aprobar/ })).toBeNull();
    await user.click(
      within(theirs as HTMLElement).getByRole('button', { name: 'Aprobar el cambio n.º 12' }),
    );
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(calls.some((call) => call.url.pathname === '/api/admin/money-changes/12/approve')).toBe(
      true,
    );
  });

  it('says when a change with no other admin applies by itself', async () => {
    signedInAsStaff();
    stubFetch({
      'GET /api/admin/money-changes': () =>
        jsonResponse([
          { ...change, proposed_by: admin.email, effective_at: '2026-07-02T10:00:00.000Z' },
        ]),
      ...coolOff,
    });
    renderWithProviders(<MoneyChangesSection me={admin} />);
    expect(
      await screen.findByText(/No hay otro administrador que pueda aprobarlo: se aplicará el/),
    ).toBeVisible();
  });
});

describe('the mailed cancel link', () => {
  it('shows the change and cancels it only on a click, without a session', async () => {
    const calls = stubFetch({
      'POST /api/money-changes/cancel/check': () => jsonResponse({ change }),
      'POST /api/money-changes/cancel': () =>
        jsonResponse({ change: { ...change, state: 'cancelled', decided_by: admin.email } }),
    });
    const { user } = renderApp('/admin/cancel-change?token=12_a1.firma');
    expect(
      await screen.findByText('Cuenta: nueva@giro.example', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(calls.some((call) => call.url.pathname === '/api/money-changes/cancel')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar este cambio' }));
    expect(await screen.findByText('Este cambio está cancelado: no se aplicará.')).toBeVisible();
    const cancel = calls.find((call) => call.url.pathname === '/api/money-changes/cancel');
    expect(cancel?.body).toEqual({ token: '12_a1.firma' });
    expect(cancel?.headers.get('authorization')).toBeNull();
  });
});

describe('the staff invitation', () => {
  it('lets the invited person choose a password, then asks for a second factor', async () => {
    const calls = stubFetch({
      'POST /api/auth/staff-invitation/check': () =>
        jsonResponse({
          valid: true,
          email: 'olga@giro.test',
          first_name: 'Olga',
          role: 'operator',
        }),
      'POST /api/auth/staff-invitation': () => jsonResponse({ token: 'olga-token' }),
      'GET /api/admin/me': () =>
        new Response(JSON.stringify({ message: 'Añada un segundo factor', code: 'mfa_required' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { user } = renderApp('/admin/invitation?token=secreto');
    await user.type(
      await screen.findByLabelText('Contraseña nueva', {}, { timeout: 10_000 }),
      'olga-opera-2024',
    );
    await user.type(screen.getByLabelText('Repita la contraseña'), 'olga-opera-2024');
    await user.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
    expect(
      await screen.findByRole('heading', { name: 'Proteja su cuenta' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(calls.find((call) => call.url.pathname === '/api/auth/staff-invitation')?.body).toEqual({
      token: 'secreto',
      password: 'olga-opera-2024',
      password_confirmation: 'olga-opera-2024',
    });
  });
});
