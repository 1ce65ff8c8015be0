import type { AuditEntry } from '@giro/shared/admin/audit-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AuditLogSection } from './audit-log-section';

const rateChange: AuditEntry = {
  id: '42',
  at: '2024-05-01T10:00:00.000Z',
  actor_id: null,
  actor_email: 'omar@giro.example',
  action: 'update',
  entity: 'currency_route',
  entity_id: 'USD/CUP',
  before: { tasa: '320', enabled: true },
  after: { tasa: '330', enabled: true },
};

describe('audit log', () => {
  it('shows who changed what, with each changed value before and after', async () => {
    stubFetch({
      'GET /api/admin/audit': () => jsonResponse({ entries: [rateChange], next: null }),
    });
    renderWithProviders(<AuditLogSection />);
    const row = (await screen.findByText('omar@giro.example')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Ruta de pago')).toBeVisible();
    expect(within(row).getByText('Cambio')).toBeVisible();
    expect(row).toHaveTextContent('Tasa: 320 → 330');
    expect(row).not.toHaveTextContent('tasa');
    expect(row).not.toHaveTextContent('enabled');
  });

  it('names fields, statuses and switches in the console language, and nested values without JSON', async () => {
    const delivered: AuditEntry = {
      ...rateChange,
      id: '43',
      action: 'delivered',
      entity: 'order',
      entity_id: 'GR-7K3M9Q',
      before: { status: 'processing' },
      after: { status: 'delivered', note: 'Entregado en mano' },
    };
    const closed: AuditEntry = {
      ...rateChange,
      id: '44',
      entity: 'destination',
      entity_id: 'MLC',
      before: { enabled: true },
      after: { enabled: false },
    };
    const nested: AuditEntry = {
      ...rateChange,
      id: '45',
      entity: 'agent',
      entity_id: 'AG-1',
      before: null,
      after: { agent: { hash: 'demo', active: true } },
    };
    stubFetch({
      'GET /api/admin/audit': () =>
        jsonResponse({ entries: [delivered, closed, nested], next: null }),
    });
    renderWithProviders(<AuditLogSection />);
    const order = (await screen.findByText('GR-7K3M9Q')).closest('tr');
    expect(order).toHaveTextContent('Estado: En proceso de entrega → Entregada');
    expect(order).not.toHaveTextContent('processing');
    expect(screen.getByText('MLC').closest('tr')).toHaveTextContent('Activa: Sí → No');
    expect(screen.getByText('AG-1').closest('tr')).toHaveTextContent(
      'Agente: — → Código: demo; Activo: Sí',
    );
    expect(screen.getByText('AG-1').closest('tr')).not.toHaveTextContent('{');
  });

  it('words compliance decisions, list imports and staff changes without codes, ids or bytes', async () => {
    const cleared: AuditEntry = {
      ...rateChange,
      id: '46',
      action: 'clear',
      entity: 'compliance_hold',
      entity_id: '7',
      before: { status: 'open', order: 'GR-HELD01', list_entries: [30042] },
      after: { status: 'cleared', note: 'Homónimo' },
    };
    const imported: AuditEntry = {
      ...rateChange,
      id: '47',
      action: 'import',
      entity: 'sanctions_list',
      entity_id: '3',
      before: { version: 2, entries: 1 },
      after: { version: 3, entries: 14965, source: 'upload', sha256: 'ab'.repeat(32) },
    };
    const photo: AuditEntry = {
      ...rateChange,
      id: '48',
      action: 'delivery_proof',
      entity: 'order',
      entity_id: 'GR-PHOTO1',
      before: null,
      after: { media_type: 'image/jpeg', size: 128_450 },
    };
    const staff: AuditEntry = {
      ...rateChange,
      id: '49',
      action: 'update',
      entity: 'staff',
      entity_id: '2f1c0b9e-4a6d-4c1e-9b8a-0d3f5e7a9c21',
      before: { id: '2f1c0b9e-4a6d-4c1e-9b8a-0d3f5e7a9c21', role: 'operator' },
      after: { id: '2f1c0b9e-4a6d-4c1e-9b8a-0d3f5e7a9c21', role: 'admin' },
    };
    stubFetch({
      'GET /api/admin/audit': () =>
        jsonResponse({ entries: [cleared, imported, photo, staff], next: null }),
    });
    renderWithProviders(<AuditLogSection />);
    const row = async (what: string) =>
      (await screen.findByRole('cell', { name: what })).closest('tr');
    const hold = await row('Revisión de sanciones n.º 7');
    expect(hold).toHaveTextContent('n.º 7');
    expect(hold).toHaveTextContent('Descartada: falso positivo');
    expect(hold).toHaveTextContent('Estado: Abierta → Descartada');
    expect(hold).toHaveTextContent('Orden: GR-HELD01');
    expect(hold).toHaveTextContent('Entradas de la lista: 30042');
    expect(hold).not.toHaveTextContent(/open|cleared|compliance_hold|→ —/);
    const list = await row('Lista SDN n.º 3');
    expect(list).toHaveTextContent('Entradas: 1 → 14.965');
    expect(list).toHaveTextContent('Origen: Archivo subido');
    expect(list).toHaveTextContent(`Huella (SHA-256): ${'ab'.repeat(6)}…`);
    expect(screen.getByText('GR-PHOTO1').closest('tr')).toHaveTextContent('Tamaño: 128,5 kB');
    const member = await row('Personal');
    expect(member).toHaveTextContent('Rol: Operador → Administrador');
    expect(member).not.toHaveTextContent('2f1c0b9e');
  });

  it('filters by actor and entity, and pages to older entries', async () => {
    const calls = stubFetch({
      'GET /api/admin/audit': ({ url }) =>
        jsonResponse({
          entries: [{ ...rateChange, id: url.searchParams.get('before') ?? '42' }],
          next: url.searchParams.has('before') ? null : '42',
        }),
    });
    const { user } = renderWithProviders(<AuditLogSection />);
    await user.type(
      await screen.findByLabelText('Correo de quien hizo el cambio'),
      'Omar@giro.example',
    );
    await user.selectOptions(screen.getByLabelText('Qué cambió'), 'Ruta de pago');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await user.click(await screen.findByRole('button', { name: 'Anteriores' }));
    expect(await screen.findByRole('button', { name: 'Más recientes' })).toBeVisible();

    const last = calls.at(-1)?.url.searchParams;
    expect(Object.fromEntries(last ?? [])).toEqual({
      actor: 'Omar@giro.example',
      entity: 'currency_route',
      before: '42',
    });
  });
});
