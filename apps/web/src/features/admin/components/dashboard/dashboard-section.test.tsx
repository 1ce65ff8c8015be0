import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { forgetStaffTokenAfterEach } from '../../test/admin-fixtures';
import { dashboardRanges, now, renderDashboard } from './dashboard-fixtures';

forgetStaffTokenAfterEach();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

// The console's code loads on the first visit: slow on a busy machine.
const lazy = { timeout: 10_000 };

/** A headline figure's tile: its label, value and note. */
const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

const rowOf = (table: HTMLElement, header: string | RegExp) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('the console dashboard', () => {
  it('shows the last 7 days in Spanish: headline figures, charts and their tables', async () => {
    const { calls, user } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' }, lazy)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: '7 días', pressed: true })).toBeVisible();
    expect(dashboardRanges(calls)).toEqual(['2026-11-20/2026-11-26']);
    expect(screen.getByText('20 nov 2026 – 26 nov 2026 · días en UTC')).toBeVisible();

    await screen.findByText('Órdenes', { selector: 'dt' });
    expect(tile('Órdenes')).toHaveTextContent('15');
    expect(tile('Órdenes')).toHaveTextContent('25 % de las cotizaciones');
    expect(tile('Pagadas')).toHaveTextContent('11');
    expect(tile('Entregadas')).toHaveTextContent('6');
    expect(tile('Cotizaciones')).toHaveTextContent('60');
    // What a crash can lose of the figure, since instances write their counts every few seconds.
    expect(tile('Cotizaciones')).toHaveTextContent(
      'Se guardan cada 5 s: una caída del servidor pierde como mucho los últimos 5 s',
    );
    expect(tile('Mediana pago → entrega')).toHaveTextContent('2 h 15 min');
    // Summed as decimals: 0.10 + 0.20 is 0.30 USD.
    expect(tile('Comisión')).toHaveTextContent('5,00 EUR0,30 USD');

    const corridors = screen.getByRole('table', { name: 'Órdenes y volumen por corredor' });
    expect(rowOf(corridors, 'USD → CUP')).toHaveTextContent(/12\s*9\s*1234,50 USD/);
    expect(rowOf(corridors, 'EUR → USD CASH')).toHaveTextContent(/3\s*2\s*300,00 EUR/);
    // recharts loads with the charts (lazy-charts.ts).
    const chart = await screen.findByRole(
      'img',
      { name: 'Gráfico: Órdenes y volumen por corredor' },
      lazy,
    );
    // The drawing's axis names each corridor too.
    expect(within(chart).getByText('USD → CUP')).toBeInTheDocument();

    const commission = screen.getByRole('region', { name: 'Comisión por día' });
    await user.click(within(commission).getByText('Ver como tabla'));
    const perDay = within(commission).getByRole('table', { name: 'Comisión por día' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(4);
    expect(within(perDay).getAllByRole('rowheader', { name: '25 nov 2026' })).toHaveLength(2);
    expect(perDay).toHaveTextContent('0,20 USD');
    expect(
      within(commission).getByRole('img', { name: 'Gráfico: Comisión por día' }),
    ).toBeVisible();

    const statuses = screen.getByRole('region', { name: 'Órdenes por estado' });
    await user.click(within(statuses).getByText('Ver como tabla'));
    const byStatus = within(statuses).getByRole('table', { name: 'Órdenes por estado' });
    expect(rowOf(byStatus, 'Entregada')).toHaveTextContent('640 %');
    expect(rowOf(byStatus, 'Pendiente de pago')).toHaveTextContent('6');

    const funnel = screen.getByRole('table', { name: 'Embudo de conversión' });
    expect(rowOf(funnel, 'Cotizaciones')).toHaveTextContent('60');
    expect(rowOf(funnel, 'Órdenes')).toHaveTextContent('1525 %');
    expect(rowOf(funnel, 'Entregadas')).toHaveTextContent('654,5 %');

    const agents = screen.getByRole('table', { name: 'Agentes destacados' });
    expect(rowOf(agents, /^Agente Vedado/)).toHaveTextContent(/5\s*4\s*400,00 USD/);
  });

  it('reads in English, with English numbers, dates and status names', async () => {
    await changeLanguage('en');
    const { user } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, lazy)).toBeVisible();
    expect(await screen.findByText('Nov 20, 2026 – Nov 26, 2026 · UTC days')).toBeVisible();
    await screen.findByText('Orders', { selector: 'dt' });
    expect(tile('Orders')).toHaveTextContent('25% of quotes');
    expect(tile('Quotes')).toHaveTextContent(
      'Saved every 5 sec: a server crash loses at most the last 5 sec',
    );
    expect(tile('Median paid → delivered')).toHaveTextContent('2 hr 15 min');

    const corridors = screen.getByRole('table', { name: 'Orders and volume by corridor' });
    expect(rowOf(corridors, 'USD → CUP')).toHaveTextContent('1,234.50 USD');

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    await user.click(within(statuses).getByText('Show as table'));
    expect(
      rowOf(within(statuses).getByRole('table', { name: 'Orders by status' }), 'Delivered'),
    ).toHaveTextContent('640%');
    expect(screen.getByRole('table', { name: 'Top agents' })).toHaveTextContent('400.00 USD');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is where the console opens', async () => {
    const { router } = renderDashboard('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' }, lazy)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const menu = screen.getByRole('navigation', { name: 'Secciones de la consola' });
    expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('Panel');
  });
});
