import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { Bar, ChartFrame, chartColors, GridLine, Label, statusColors } from './chart-frame';
import {
  charWidth,
  countTicks,
  labelStep,
  lineHeight,
  textWidth,
  wrapLabel,
} from './chart-geometry';
import { rangeDays } from './dashboard-range';

// Plain SVG drawn by the components themselves: the charting library this replaced cost ~119 KB
// gzip and kept elements in a frozen store, where Preact's vnodes (which it mutates) break.

/** "USD → CUP · Órdenes: 12": a bar's tooltip, in the console's language. */
function useBarTitle() {
  const { t } = useAdminTranslation();
  return (label: string, value: string, series?: string) =>
    t('dashboard.barTitle', {
      label,
      value: series === undefined ? value : t('dashboard.seriesValue', { series, value }),
    });
}

export type CorridorChartProps = {
  label: string;
  corridors: Dashboard['corridors'];
  names: { orders: string; paid: string };
  corridorName: (corridor: Dashboard['corridors'][number]) => string;
  count: (value: number) => string;
};

const corridorHeight = 260;

/** Orders and paid orders of each corridor, side by side. */
export function CorridorChart({
  label,
  corridors,
  names,
  corridorName,
  count,
}: CorridorChartProps) {
  const barTitle = useBarTitle();
  const series = [
    { key: 'orders', name: names.orders, color: chartColors.orders },
    { key: 'paid', name: names.paid, color: chartColors.paid },
  ] as const;
  // Paid orders are among the orders, so the orders set the scale.
  const ticks = countTicks(Math.max(0, ...corridors.map((corridor) => corridor.orders)));
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => textWidth(count(tick)))) + 12;

  return (
    <ChartFrame label={label} height={corridorHeight} legend={[...series]}>
      {(width) => {
        const band = (width - left - 8) / corridors.length;
        const barWidth = Math.min(48, (band * 0.7 - 4) / 2);
        const names = corridors.map((corridor) => corridorName(corridor));
        const labels = names.map((name) => wrapLabel(name, Math.floor((band - 8) / charWidth)));
        // Under the plot, room for the corridor names on as many lines as the longest needs.
        const lines = Math.max(...labels.map((label) => label.length));
        const plot = { top: 10, bottom: corridorHeight - 6 - lines * lineHeight };
        const y = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / top;
        return (
          <>
            {ticks.map((tick) => (
              <g key={tick}>
                <GridLine x1={left} x2={width - 8} y={y(tick)} />
                <Label x={left - 6} y={y(tick)} lines={[count(tick)]} anchor="end" from="top" />
              </g>
            ))}
            {corridors.map((corridor, index) => {
              const name = names[index] ?? '';
              const centre = left + band * (index + 0.5);
              return (
                <g key={name}>
                  {series.map((bar, nth) => (
                    <Bar
                      key={bar.key}
                      x={centre - barWidth - 2 + nth * (barWidth + 4)}
                      y={y(corridor[bar.key])}
                      width={barWidth}
                      height={plot.bottom - y(corridor[bar.key])}
                      end="top"
                      color={bar.color}
                      title={barTitle(name, count(corridor[bar.key]), bar.name)}
                    />
                  ))}
                  <Label
                    x={centre}
                    y={plot.bottom + 12}
                    lines={labels[index] ?? []}
                    anchor="middle"
                    from="top"
                  />
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}

export type CommissionChartProps = {
  label: string;
  range: { from: string; to: string };
  rows: Dashboard['commission_per_day'];
  dayTick: (day: string) => string;
  day: (day: string) => string;
  money: (amount: string, currency: string) => string;
};

const commissionHeight = 260;

/**
 * Each currency's commission per day, over every day of the range. The bars share one scale but
 * the axis has no figures: amounts of different currencies have no common unit, so each bar's
 * title and the table carry the exact amounts.
 */
export function CommissionChart({ label, range, rows, dayTick, day, money }: CommissionChartProps) {
  const barTitle = useBarTitle();
  const days = rangeDays(range);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const colors = currencies.map(
    (_, index) => chartColors.currencies[index % chartColors.currencies.length] ?? '',
  );
  const amounts = new Map(rows.map((row) => [`${row.day} ${row.currency}`, row.amount]));
  // A bar's height only: amounts people read are the strings, formatted by `money`.
  const top = Math.max(...rows.map((row) => Number(row.amount))) || 1;
  const plot = { top: 8, bottom: commissionHeight - 6 - lineHeight };
  const y = (amount: string) => plot.bottom - ((plot.bottom - plot.top) * Number(amount)) / top;
  const tickWidth = Math.max(...days.map((date) => textWidth(dayTick(date))));

  return (
    <ChartFrame
      label={label}
      height={commissionHeight}
      legend={currencies.map((currency, index) => ({ name: currency, color: colors[index] ?? '' }))}
    >
      {(width) => {
        const [left, right] = [8, width - 8];
        const band = (right - left) / days.length;
        const barWidth = Math.min(32, (band * 0.8) / currencies.length);
        // Every day of a week, but no more than 8 names of a longer range: a month's 30 would not
        // fit, and a date every few days is enough to place a bar.
        const step = labelStep(
          days.length,
          Math.min(8, Math.floor((right - left) / (tickWidth + 16))),
        );
        // The first and last day's labels stay inside the drawing, even under a thin bar.
        const tickX = (centre: number) =>
          Math.min(Math.max(centre, tickWidth / 2), width - tickWidth / 2);
        return (
          <>
            {[0, 0.25, 0.5, 0.75, 1].map((share) => (
              <GridLine
                key={share}
                x1={left}
                x2={right}
                y={plot.bottom - (plot.bottom - plot.top) * share}
              />
            ))}
            {days.map((date, index) => {
              const centre = left + band * (index + 0.5);
              const first = centre - (barWidth * currencies.length) / 2;
              return (
                <g key={date}>
                  {currencies.map((currency, nth) => {
                    const amount = amounts.get(`${date} ${currency}`);
                    if (amount === undefined) return null;
                    return (
                      <Bar
                        key={currency}
                        x={first + nth * barWidth}
                        y={y(amount)}
                        width={barWidth}
                        height={plot.bottom - y(amount)}
                        end="top"
                        color={colors[nth] ?? ''}
                        title={barTitle(day(date), money(amount, currency))}
                      />
                    );
                  })}
                  {index % step === 0 && (
                    <Label
                      x={tickX(centre)}
                      y={plot.bottom + 12}
                      lines={[dayTick(date)]}
                      anchor="middle"
                      from="top"
                    />
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}

export type StatusChartProps = {
  label: string;
  height: number;
  rows: Dashboard['orders_by_status'];
  statusName: (status: OrderStatus) => string;
  count: (value: number) => string;
  ordersName: string;
};

/** Orders in each status, longest bar first: the name on the left, the count at the bar's end. */
export function StatusChart({
  label,
  height,
  rows,
  statusName,
  count,
  ordersName,
}: StatusChartProps) {
  const barTitle = useBarTitle();
  const sorted = [...rows].sort((a, b) => b.orders - a.orders);
  const most = sorted[0]?.orders || 1;
  const band = (height - 8) / Math.max(1, sorted.length);
  const barHeight = Math.min(24, band * 0.7);
  const names = sorted.map((row) => statusName(row.status));
  const countsWidth = Math.max(...sorted.map((row) => textWidth(count(row.orders)))) + 8;

  return (
    <ChartFrame label={label} height={height}>
      {(width) => {
        // Names take what they need, but at most 40 %: on a phone a long one wraps instead.
        const namesWidth = Math.min(Math.max(...names.map(textWidth)) + 8, width * 0.4);
        const barsWidth = width - namesWidth - countsWidth - 4;
        return sorted.map((row, index) => {
          const middle = 4 + band * (index + 0.5);
          const length = (barsWidth * row.orders) / most;
          const name = names[index] ?? '';
          return (
            <g key={row.status}>
              <Label
                x={namesWidth - 8}
                y={middle}
                lines={wrapLabel(name, Math.floor((namesWidth - 8) / charWidth))}
                anchor="end"
                from="middle"
              />
              <Bar
                x={namesWidth}
                y={middle - barHeight / 2}
                width={length}
                height={barHeight}
                end="right"
                color={statusColors[row.status]}
                title={barTitle(name, count(row.orders), ordersName)}
              />
              <Label
                x={namesWidth + length + 6}
                y={middle}
                lines={[count(row.orders)]}
                anchor="start"
                from="middle"
              />
            </g>
          );
        });
      }}
    </ChartFrame>
  );
}
