import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStaffTokenAfterEach } from '../../test/admin-fixtures';
import { dashboardRanges, now, renderDashboard } from './dashboard-fixtures';

forgetStaffTokenAfterEach();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const lazy = { timeout: 10_000 };
const preset = (name: string) => screen.findByRole('button', { name }, lazy);

describe('the dashboard range', () => {
  it('asks for today, then the last 30 days, and keeps the choice in the address', async () => {
    const { calls, user, router } = renderDashboard();
    await user.click(await preset('Hoy'));
    await waitFor(() => expect(dashboardRanges(calls)).toContain('2026-11-26/2026-11-26'));
    expect(router.state.location.search).toBe('?range=today');
    expect(screen.getByRole('button', { name: 'Hoy' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('26 nov 2026 · días en UTC')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '30 días' }));
    await waitFor(() => expect(dashboardRanges(calls)).toContain('2026-10-28/2026-11-26'));
    expect(router.state.location.search).toBe('?range=30d');
  });

  it('asks for the custom days the operator enters', async () => {
    const { calls, user, router } = renderDashboard();
    await user.click(await preset('Personalizado'));
    const form = screen.getByRole('form', { name: 'Periodo personalizado' });
    const from = within(form).getByLabelText('Desde');
    const to = within(form).getByLabelText('Hasta');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(dashboardRanges(calls)).toContain('2026-11-01/2026-11-15'));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-15');
    expect(screen.getByRole('button', { name: 'Personalizado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('refuses a first day after the last, without asking the server', async () => {
    const { calls, user } = renderDashboard();
    await user.click(await preset('Personalizado'));
    const form = screen.getByRole('form', { name: 'Periodo personalizado' });
    await user.clear(within(form).getByLabelText('Desde'));
    await user.type(within(form).getByLabelText('Desde'), '2026-11-20');
    await user.clear(within(form).getByLabelText('Hasta'));
    await user.type(within(form).getByLabelText('Hasta'), '2026-11-10');
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'El primer día no puede ser posterior al último.',
    );
    expect(dashboardRanges(calls)).toEqual(['2026-11-20/2026-11-26']);
  });

  it('opens a custom range from its address', async () => {
    const { calls } = renderDashboard('/admin/dashboard?from=2026-10-01&to=2026-10-31');
    expect(await preset('Personalizado')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(dashboardRanges(calls)).toEqual(['2026-10-01/2026-10-31']));
  });
});

describe('the orders export', () => {
  it("downloads the selected range's CSV with the staff session", async () => {
    const csv = 'reference,created_at\nGR-7K3M9Q,2026-11-26T09:00:00.000Z\n';
    const { calls, user } = renderDashboard('/admin/dashboard?range=30d', {
      'GET /api/admin/orders/export.csv': () =>
        new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const createObjectURL = vi.fn((_file: Blob) => 'blob:http://localhost/orders-csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }, lazy));

    await waitFor(() => expect(saved).toEqual(['giro-orders-2026-10-28-2026-11-26.csv']));
    const exported = calls.find((call) => call.url.pathname === '/api/admin/orders/export.csv');
    expect(exported?.url.search).toBe('?from=2026-10-28&to=2026-11-26');
    expect(exported?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(csv);
  });
});
