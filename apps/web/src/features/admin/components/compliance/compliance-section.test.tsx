import type { AdminHoldQueueItem } from '@giro/shared/compliance/hold-admin-contracts';
import type { SanctionsListVersion } from '@giro/shared/compliance/sanctions-admin-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ComplianceSection } from './compliance-section';

const held: AdminHoldQueueItem = {
  id: 7,
  reason: 'sanctions',
  status: 'open',
  matches: [
    {
      party: 'receiver',
      kind: 'name',
      screened: 'Rigoberto Quintero Valdés',
      ent_num: 90_001,
      entry_name: 'QUINTERO VALDES, Rigoberto',
      matched_name: 'QUINTERO VALDES, Rigo',
      entry_type: 'individual',
      programs: ['CUBA'],
      remarks: 'DOB 01 Jan 1960',
      score: 0.93,
    },
  ],
  list_version: 3,
  created_at: '2025-03-04T15:00:00.000Z',
  decided_at: null,
  decided_by: null,
  note: null,
  order: {
    reference: 'GR-HELD01',
    status: 'awaiting_payment',
    created_at: '2025-03-04T15:00:00.000Z',
    total: '104.00',
    currency: 'USD',
    sender_name: 'Ana Pérez',
    sender_email: 'ana@example.com',
    receiver_name: 'Rigoberto Quintero Valdés',
  },
};

const version: SanctionsListVersion = {
  version: 3,
  imported_at: '2025-03-04T14:00:00.000Z',
  imported_by: 'operador@giro.example',
  source: 'url',
  source_url: 'https://sanctionslistservice.ofac.treas.gov/api/download/sdn.csv',
  entries: 14_965,
  sha256: 'ab'.repeat(32),
  checked_at: '2025-03-05T05:15:00.000Z',
};

function renderCompliance({
  versions = [version],
  canControl = true,
}: {
  versions?: SanctionsListVersion[];
  canControl?: boolean;
} = {}) {
  let decided = false;
  const calls = stubFetch({
    'GET /api/admin/compliance/holds': () => jsonResponse(decided ? [] : [held]),
    [`POST /api/admin/compliance/holds/${held.id}/decision`]: () => {
      decided = true;
      return jsonResponse({ ...held, status: 'cleared' });
    },
    'GET /api/admin/compliance/sanctions-lists': () => jsonResponse(versions),
  });
  return {
    ...renderWithProviders(<ComplianceSection canControl={canControl} />, {
      path: '/admin/compliance',
    }),
    calls,
  };
}

describe('the console’s Compliance screen', { timeout: 20_000 }, () => {
  it('shows a held order beside what matched, and clears it with the operator’s reason', async () => {
    const { user, calls } = renderCompliance();
    expect(screen.getByRole('tab', { name: 'Revisiones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const matches = await screen.findByRole('table', { name: 'Coincidencias de GR-HELD01' });
    const row = within(matches).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Rigoberto Quintero Valdés');
    expect(row).toHaveTextContent('QUINTERO VALDES, Rigoberto');
    expect(row).toHaveTextContent('#90001');
    expect(row).toHaveTextContent('CUBA');
    expect(row).toHaveTextContent('93 %');
    expect(screen.getByRole('link', { name: 'GR-HELD01' })).toHaveAttribute(
      'href',
      '/admin/orders/GR-HELD01',
    );

    await user.click(screen.getByRole('button', { name: 'Descartar: falso positivo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Descartar la coincidencia de GR-HELD01',
    });
    // The reason is required: it goes to the audit log.
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Motivo (queda en el registro de cambios)'),
      'Otra persona: fecha de nacimiento distinta.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));

    expect(await screen.findByText('No hay órdenes en revisión.')).toBeInTheDocument();
    const decision = calls.find((call) => call.url.pathname.endsWith('/decision'));
    expect(decision?.body).toEqual({
      decision: 'clear',
      note: 'Otra persona: fecha de nacimiento distinta.',
    });
  });

  it('lists the SDN versions with their source, and says in red when none was imported', async () => {
    const { user, unmount } = renderCompliance();
    await user.click(screen.getByRole('tab', { name: 'Lista SDN' }));
    const table = await screen.findByRole('table', { name: 'Versiones de la lista' });
    expect(table).toHaveTextContent('14.965');
    expect(table).toHaveTextContent('sanctionslistservice.ofac.treas.gov');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Lista SDN');
    unmount();

    const empty = renderCompliance({ versions: [] });
    await empty.user.click(screen.getByRole('tab', { name: 'Lista SDN' }));
    expect(
      await screen.findByText(
        'No hay ninguna lista importada: cada orden nueva queda retenida hasta que haya una.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an operator the list without the controls only an admin may use, and says why', async () => {
    const { user } = renderCompliance({ canControl: false });
    await user.click(screen.getByRole('tab', { name: 'Lista SDN' }));
    expect(await screen.findByRole('table', { name: 'Versiones de la lista' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo un administrador cambia la lista, los límites y los ajustes: el cambio pide su segundo factor.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Descargar ahora de la URL' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Archivo sdn.csv')).not.toBeInTheDocument();
  });
});
