import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { CommissionPanel } from './commission-panel';
import { CorridorsPanel } from './corridors-panel';
import { sizedResizeObserver, week } from './dashboard-fixtures';
import { StatusPanel } from './status-panel';

// Each panel as the console shows it: recharts' drawing, named as one image, and its table.

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', sizedResizeObserver(640));
});

/** `panel` rendered; resolves to its chart, the image named `name`. */
async function chartOf(panel: ReactElement, name: string) {
  renderWithProviders(panel);
  return screen.findByRole('img', { name });
}

const svgTexts = (chart: HTMLElement, selector: string) =>
  [...chart.querySelectorAll(selector)].map((node) => node.textContent);
const xTicks = (chart: HTMLElement) => svgTexts(chart, '.recharts-xAxis-tick-labels text');
const yTicks = (chart: HTMLElement) => svgTexts(chart, '.recharts-yAxis-tick-labels text');
const legend = (chart: HTMLElement) => svgTexts(chart, '.recharts-legend-item-text');
/** The drawn bars: the series each belongs to, its colour and its height (or length). */
const bars = (chart: HTMLElement, extent: 'height' | 'width' = 'height') =>
  [...chart.querySelectorAll('path.recharts-rectangle')].map((bar) => ({
    series: bar.getAttribute('name'),
    color: bar.getAttribute('fill'),
    size: Number(bar.getAttribute(extent)),
  }));

/** The tooltip recharts shows with the pointer `x` pixels into the chart. */
async function tooltipAt(chart: HTMLElement, x: number) {
  const drawing = chart.querySelector('.recharts-wrapper') as HTMLElement;
  fireEvent.mouseMove(drawing, { clientX: x, clientY: 100 });
  return within(chart.querySelector('.recharts-tooltip-wrapper') as HTMLElement).findAllByText(
    /.+/,
    { selector: 'p' },
  );
}

/** Unfolds the table under the chart ("Ver como tabla"). */
function openTable(chart: HTMLElement) {
  const panel = chart.closest('section') as HTMLElement;
  fireEvent.click(within(panel).getByText('Ver como tabla'));
}

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('the corridor chart', () => {
  it('draws orders and paid per corridor, busiest first, beside their table', async () => {
    const chart = await chartOf(
      <CorridorsPanel corridors={week.corridors} />,
      'Gráfico: Órdenes y volumen por corredor',
    );
    expect(xTicks(chart)).toEqual(['USD → CUP', 'EUR → USD CASH']);
    expect(yTicks(chart)).toEqual(['0', '3', '6', '9', '12']);
    expect(legend(chart)).toEqual(['Órdenes', 'Pagadas']);
    const [orders12, orders3, paid9, paid2] = bars(chart);
    expect([orders12, orders3, paid9, paid2].map((bar) => bar?.series)).toEqual([
      'Órdenes',
      'Órdenes',
      'Pagadas',
      'Pagadas',
    ]);
    expect(orders12?.color).toBe('#1d5690');
    expect(paid9?.color).toBe('#14b8a6');
    // One scale for both series: 12 orders stand four times as high as 3, and above 9 paid.
    expect(orders12?.size).toBeCloseTo(4 * (orders3?.size ?? 0));
    expect(orders12?.size).toBeGreaterThan(paid9?.size ?? 0);

    const table = screen.getByRole('table', { name: 'Órdenes y volumen por corredor' });
    expect(rowOf(table, 'USD → CUP')).toHaveTextContent(/12\s*9\s*1234,50 USD/);
    expect(rowOf(table, 'EUR → USD CASH')).toHaveTextContent(/3\s*2\s*300,00 EUR/);
  });

  it("gives a corridor's figures on hover, in the console's language", async () => {
    await changeLanguage('en');
    const chart = await chartOf(
      <CorridorsPanel corridors={week.corridors} />,
      'Chart: Orders and volume by corridor',
    );
    // The first corridor's band is the left half of the 640 px drawing.
    const lines = await tooltipAt(chart, 100);
    expect(lines.map((line) => line.textContent)).toEqual(['USD → CUP', 'Orders: 12', 'Paid: 9']);
  });
});

describe('the commission chart', () => {
  const panel = (
    <CommissionPanel from={week.from} to={week.to} commission_per_day={week.commission_per_day} />
  );

  it('draws a bar per currency on the days with commission, every day of the week named', async () => {
    const chart = await chartOf(panel, 'Gráfico: Comisión por día');
    expect(xTicks(chart)).toEqual([
      '20 nov',
      '21 nov',
      '22 nov',
      '23 nov',
      '24 nov',
      '25 nov',
      '26 nov',
    ]);
    // Amounts of different currencies have no common unit: the axis has no figures.
    expect(yTicks(chart)).toEqual([]);
    expect(legend(chart)).toEqual(['EUR', 'USD']);
    expect(bars(chart).map((bar) => bar.series)).toEqual(['EUR', 'USD', 'USD']);

    openTable(chart);
    const table = screen.getByRole('table', { name: 'Comisión por día' });
    expect(within(table).getAllByRole('rowheader', { name: '25 nov 2026' })).toHaveLength(2);
    expect(table).toHaveTextContent('5,00 EUR');
  });

  it("gives a day's amounts on hover, formatted in their currency", async () => {
    const chart = await chartOf(panel, 'Gráfico: Comisión por día');
    // 25 November is the sixth of seven days across the 624 px plot.
    const lines = await tooltipAt(chart, 8 + (624 / 7) * 5.5);
    expect(lines.map((line) => line.textContent)).toEqual([
      '25 nov 2026',
      'EUR: 5,00 EUR',
      'USD: 0,20 USD',
    ]);
  });
});

describe('the status chart', () => {
  it('puts the longest bar first, its count at its end, in the status colours', async () => {
    const chart = await chartOf(
      <StatusPanel
        rows={[
          { status: 'paid', orders: 3 },
          { status: 'delivered', orders: 7 },
          { status: 'awaiting_payment', orders: 5 },
        ]}
      />,
      'Gráfico: Órdenes por estado',
    );
    expect(yTicks(chart)).toEqual(['Entregada', 'Pendiente de pago', 'Pagada']);
    expect(svgTexts(chart, '.recharts-label')).toEqual(['7', '5', '3']);
    const drawn = bars(chart, 'width');
    expect(drawn.map((bar) => bar.color)).toEqual(['#0d9488', '#94a3b8', '#2b69a7']);
    expect(drawn[0]?.size).toBeGreaterThan(drawn[1]?.size ?? 0);

    openTable(chart);
    const table = screen.getByRole('table', { name: 'Órdenes por estado' });
    expect(rowOf(table, 'Entregada')).toHaveTextContent(/7\s*46,7 %/);
  });
});
