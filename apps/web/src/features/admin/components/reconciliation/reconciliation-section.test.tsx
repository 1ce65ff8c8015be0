import type {
  LineCounts,
  ReconciliationAccount,
  ReconciliationReport,
  StatementLine,
} from '@giro/shared/reconciliation/reconciliation-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { errorResponse } from '../../test/admin-fixtures';
import { ReconciliationSection } from './reconciliation-section';

const zelle: ReconciliationAccount = {
  id: 3,
  method: 'zelle',
  currency: 'USD',
  label: 'Zelle',
  account: 'pagos@giro.example',
  active: true,
  has_csv_mapping: false,
  open_lines: 4,
  last_import_at: '2026-03-05T10:00:00.000Z',
};

const order = (reference: string, total: string) => ({
  reference,
  status: 'awaiting_payment' as const,
  total,
  currency: 'USD',
  sender_name: 'María José Núñez',
  created_at: '2026-03-04T10:00:00.000Z',
});

const line = (id: number, overrides: Partial<StatementLine>): StatementLine => ({
  id,
  import_id: 1,
  source_line: id + 10,
  booked_on: '2026-03-05',
  value_on: null,
  direction: 'credit',
  amount: '104.00',
  currency: 'USD',
  payer_name: 'MARIA NUNEZ',
  memo: 'Zelle GR7K3M9Q',
  bank_transaction_id: `FIT${id}`,
  details: {},
  result: 'matched',
  reason: 'reference',
  order: order('GR-7K3M9Q', '104.00'),
  candidates: [],
  group_amount: '104.00',
  decision: null,
  decided_by: null,
  decided_at: null,
  ...overrides,
});

const matched = [
  line(1, {}),
  line(2, { amount: '50.00', memo: 'gr 4hj8kp', order: order('GR-4HJ8KP', '50.00') }),
];
const short = line(3, {
  result: 'amount_differs',
  reason: 'reference_amount',
  amount: '90.00',
  group_amount: '90.00',
  order: order('GR-2M8Q4R', '100.00'),
});
const unmatched = line(4, {
  result: 'unmatched',
  reason: 'ambiguous',
  order: null,
  group_amount: null,
  payer_name: 'ANA DIAZ',
  memo: 'familia',
  candidates: [order('GR-9WX2TZ', '104.00')],
});

const open: LineCounts = {
  matched: 2,
  probable: 0,
  amount_differs: 1,
  unmatched: 1,
  already_paid: 0,
  debit: 0,
};

const report: ReconciliationReport = {
  from: '2026-03-01',
  to: '2026-03-05',
  account: { id: 3, label: 'Zelle', account: 'pagos@giro.example', currency: 'USD' },
  money_in: { count: 4, amounts: [{ currency: 'USD', amount: '348.00' }] },
  matched: { count: 0, amounts: [] },
  waiting: { count: 3, amounts: [{ currency: 'USD', amount: '244.00' }] },
  unmatched: { count: 1, amounts: [{ currency: 'USD', amount: '104.00' }] },
  not_ours: { count: 0, amounts: [] },
  flagged: { count: 0, amounts: [] },
  paid_without_line: [
    {
      ...order('GR-ZZ2345', '75.00'),
      status: 'paid',
      paid_at: '2026-03-02T12:00:00.000Z',
      paid_by: 'Omar Demo',
    },
  ],
};

function byResult(call: FetchCall): StatementLine[] {
  const result = call.url.searchParams.get('result');
  return [...matched, short, unmatched].filter((each) => each.result === result);
}

function renderScreen(extra: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    'GET /api/admin/reconciliation/accounts': () => jsonResponse([zelle]),
    'GET /api/admin/reconciliation/accounts/3/statements': () => jsonResponse([]),
    'GET /api/admin/reconciliation/accounts/3/lines': (call) => {
      const items = byResult(call);
      return jsonResponse({ items, page: 1, page_size: 100, total: items.length, open });
    },
    'GET /api/admin/reconciliation/accounts/3/report': () => jsonResponse(report),
    'GET /api/admin/audit': () => jsonResponse({ entries: [], next: null }),
    ...extra,
  });
  return { ...renderWithProviders(<ReconciliationSection />), calls };
}

describe('the reconciliation screen', () => {
  it('shows matched lines beside their orders and confirms the chosen ones at once', async () => {
    const { user, calls } = renderScreen({
      'POST /api/admin/reconciliation/lines/confirm': () =>
        jsonResponse({ paid: 2, recorded: 0, flagged: 0, skipped: 0 }),
    });
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    expect(within(table).getByRole('link', { name: 'Abrir GR-7K3M9Q' })).toBeVisible();
    expect(
      within(table).getAllByText('La referencia de la orden está en el concepto'),
    ).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Coinciden (2)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Elegir todos los de esta página' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar los elegidos (2)' }));
    expect(
      await screen.findByText('Pagadas: 2 · registradas: 0 · marcadas: 0 · omitidas: 0'),
    ).toBeVisible();
    const confirm = calls.find((call) => call.url.pathname.endsWith('/lines/confirm'));
    expect(confirm?.body).toEqual({ ids: [1, 2] });
  });

  it('asks the sender for the difference of a short payment after saying what happens', async () => {
    const { user, calls } = renderScreen({
      'POST /api/admin/reconciliation/lines/3/difference': () =>
        jsonResponse({ ...short, decision: 'difference_requested' }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Importe distinto (1)' }));
    expect(await screen.findByText('Recibido 90,00 USD de 100,00 USD')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: /^Pedir diferencia: movimiento de 90,00 USD/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Pedir 10,00 USD al remitente de GR-2M8Q4R?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/3/difference'))?.body).toEqual({
      decision: 'request_difference',
    });
  });

  it('links an unmatched line to one of the orders it could be', async () => {
    const { user, calls } = renderScreen({
      'POST /api/admin/reconciliation/lines/4/link': () =>
        jsonResponse({ ...unmatched, decision: 'linked' }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Sin orden (1)' }));
    await user.click(
      await screen.findByRole('button', { name: /^Vincular: movimiento de 104,00 USD/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'GR-9WX2TZ · María José Núñez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/4/link'))?.body).toEqual({
      reference: 'GR-9WX2TZ',
    });
  });

  it('shows the line a refused statement is wrong on', async () => {
    const { user } = renderScreen({
      'POST /api/admin/reconciliation/accounts/3/statements': () =>
        errorResponse(
          422,
          'statement_invalid',
          'Línea 15 del extracto: el importe «50,000.00» no es un importe. No se importó nada.',
        ),
    });
    const file = new File(['<OFX>…'], 'zelle.qfx', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Archivo del extracto'), file);
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Línea 15 del extracto: el importe «50,000.00» no es un importe. No se importó nada.',
    );
  });

  it('reports the month: money in, what became of it and the orders paid without a line', async () => {
    renderScreen();
    const totals = await screen.findByRole('table', { name: 'Informe' });
    expect(within(totals).getByRole('row', { name: /Dinero recibido 4 348,00 USD/ })).toBeVisible();
    const risky = screen.getByRole('table', {
      name: 'Órdenes pagadas sin movimiento del extracto',
    });
    expect(within(risky).getByRole('link', { name: 'Abrir GR-ZZ2345' })).toBeVisible();
    expect(within(risky).getByText('Omar Demo')).toBeVisible();
  });
});
