import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { countTicks, labelStep, wrapLabel } from './chart-geometry';
import { CommissionChart, CorridorChart, StatusChart } from './dashboard-charts';
import { sizedResizeObserver, week } from './dashboard-fixtures';

// Plain formatters: the panels pass the console's own, tested with the whole dashboard.
const count = (value: number) => `${value}`;
const corridorName = (corridor: (typeof week.corridors)[number]) =>
  `${corridor.payment_currency} → ${corridor.destination_currency}`;

/** `chart` drawn in a box `width` pixels wide; resolves to its image. */
async function draw(chart: ReactElement, width = 640) {
  vi.stubGlobal('ResizeObserver', sizedResizeObserver(width));
  renderWithProviders(chart);
  return screen.findByRole('img', { name: 'Gráfico' });
}

/** The hover titles of the chart's bars, in drawing order. */
const barTitles = (chart: HTMLElement) =>
  [...chart.querySelectorAll('path > title')].map((title) => title.textContent);

/** The names of the chart's legend. */
const legend = (chart: HTMLElement) =>
  within(chart)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The chart's SVG text, line by line. */
const texts = (chart: HTMLElement) =>
  [...chart.querySelectorAll('text, tspan')]
    .filter((node) => node.querySelector('tspan') === null)
    .map((node) => node.textContent);

const corridors = (width?: number) =>
  draw(
    <CorridorChart
      label="Gráfico"
      corridors={[...week.corridors].reverse()}
      names={{ orders: 'Órdenes', paid: 'Pagadas' }}
      corridorName={corridorName}
      count={count}
    />,
    width,
  );

describe('the corridor chart', () => {
  it('draws orders and paid per corridor, on a counted axis, each bar titled', async () => {
    const chart = await corridors();
    expect(barTitles(chart)).toEqual([
      'USD → CUP · Órdenes: 12',
      'USD → CUP · Pagadas: 9',
      'EUR → USD CASH · Órdenes: 3',
      'EUR → USD CASH · Pagadas: 2',
    ]);
    expect(texts(chart)).toEqual(['0', '5', '10', '15', 'USD → CUP', 'EUR → USD CASH']);
    expect(legend(chart)).toEqual(['Órdenes', 'Pagadas']);
  });

  it('wraps a corridor name that is wider than its place', async () => {
    const chart = await corridors(200);
    expect(texts(chart)).toContain('USD CASH');
    expect(texts(chart)).toContain('EUR →');
  });
});

const commission = (width: number, range = { from: '2026-10-28', to: '2026-11-26' }) =>
  draw(
    <CommissionChart
      label="Gráfico"
      range={range}
      rows={week.commission_per_day}
      dayTick={(day) => day.slice(5)}
      day={(day) => `día ${day}`}
      money={(amount, currency) => `${amount} ${currency}`}
    />,
    width,
  );

describe('the commission chart', () => {
  it('draws only the days with commission, one bar per currency', async () => {
    const chart = await commission(1000);
    expect(barTitles(chart)).toEqual([
      'día 2026-11-24 · 0.10 USD',
      'día 2026-11-25 · 5.00 EUR',
      'día 2026-11-25 · 0.20 USD',
    ]);
    expect(legend(chart)).toEqual(['EUR', 'USD']);
  });

  it('names every day of a week, at most 8 days of a month, fewer on a narrow chart', async () => {
    const days = await commission(1000, { from: '2026-11-20', to: '2026-11-26' });
    expect(texts(days)).toHaveLength(7);
    cleanup();
    const wide = await commission(1000);
    expect(texts(wide)).toEqual([
      '10-28',
      '11-01',
      '11-05',
      '11-09',
      '11-13',
      '11-17',
      '11-21',
      '11-25',
    ]);
    cleanup();
    expect(texts(await commission(390))).toEqual([
      '10-28',
      '11-02',
      '11-07',
      '11-12',
      '11-17',
      '11-22',
    ]);
  });
});

describe('the status chart', () => {
  it('puts the longest bar first, with its name before and its count after', async () => {
    const chart = await draw(
      <StatusChart
        label="Gráfico"
        height={3 * 36 + 24}
        rows={[
          { status: 'paid', orders: 3 },
          { status: 'delivered', orders: 7 },
          { status: 'awaiting_payment', orders: 5 },
        ]}
        statusName={(status) => status}
        count={count}
        ordersName="Órdenes"
      />,
    );
    expect(texts(chart)).toEqual(['delivered', '7', 'awaiting_payment', '5', 'paid', '3']);
    expect(barTitles(chart)).toEqual([
      'delivered · Órdenes: 7',
      'awaiting_payment · Órdenes: 5',
      'paid · Órdenes: 3',
    ]);
  });
});

describe('the charts’ geometry', () => {
  it('counts in steps of 1, 2 or 5 up to the largest figure', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(12)).toEqual([0, 5, 10, 15]);
    expect(countTicks(1_234)).toEqual([0, 500, 1_000, 1_500]);
  });

  it('wraps at the spaces that leave the most even lines', () => {
    expect(wrapLabel('USD → CUP', 12)).toEqual(['USD → CUP']);
    expect(wrapLabel('EUR → USD CASH', 8)).toEqual(['EUR →', 'USD CASH']);
    expect(wrapLabel('USD → CUP', 6)).toEqual(['USD →', 'CUP']);
    expect(wrapLabel('Pago en verificación', 12)).toEqual(['Pago en', 'verificación']);
    expect(wrapLabel('EUR → USD CASH', 6)).toEqual(['EUR →', 'USD', 'CASH']);
    expect(wrapLabel('Entregada', 4)).toEqual(['Entregada']);
  });

  it('spaces labels so that no more than there is room for are drawn', () => {
    expect(labelStep(7, 8)).toBe(1);
    expect(labelStep(30, 8)).toBe(4);
    expect(labelStep(30, 0)).toBe(30);
  });
});
