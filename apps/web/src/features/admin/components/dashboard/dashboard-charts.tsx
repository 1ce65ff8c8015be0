import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Text,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  type XAxisTickContentProps,
  YAxis,
} from 'recharts';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { ChartFrame, chartColors, chartText, statusColors, TooltipBox } from './chart-frame';
import { rangeDays } from './dashboard-range';

// recharts draws the bars, axes and legend; the console only says what and in which words.

/** Sized by its frame; the drawing is hidden from assistive technology, which reads the table. */
const chartProps = { responsive: true, accessibilityLayer: false, style: { height: '100%' } };
const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />;
const hovered = { fill: '#eef5fb' };
const legendText = { fontSize: 12 };
/** Figures appear as they are: an operator reads them, nothing grows into place. */
const still = { isAnimationActive: false };

type TooltipEntry = TooltipContentProps['payload'][number];

/** A chart's tooltip: `title` of the hovered label, then "series: figure" for each bar there. */
function useTooltip(title: (label: string) => string, figure: (entry: TooltipEntry) => string) {
  const { t } = useAdminTranslation();
  return ({ active, payload, label }: TooltipContentProps) =>
    active && payload.length > 0 ? (
      <TooltipBox
        title={title(String(label))}
        lines={payload.map((entry) => ({
          key: String(entry.dataKey),
          color: entry.color ?? '',
          text: t('dashboard.seriesValue', { series: entry.name, value: figure(entry) }),
        }))}
      />
    ) : null;
}

/**
 * A category's name under its bars, wrapped to its share of the axis: "EUR → USD CASH" becomes
 * "EUR →" over "USD CASH" on a phone rather than running into its neighbour.
 */
function CategoryTick({ x, y, width, visibleTicksCount, payload }: XAxisTickContentProps) {
  return (
    <Text
      x={x}
      y={y}
      width={Number(width) / Math.max(1, visibleTicksCount)}
      textAnchor="middle"
      verticalAnchor="start"
      className="recharts-cartesian-axis-tick-value"
      {...chartText}
    >
      {String(payload.value)}
    </Text>
  );
}

export type CorridorChartProps = {
  label: string;
  corridors: Dashboard['corridors'];
  names: { orders: string; paid: string };
  corridorName: (corridor: Dashboard['corridors'][number]) => string;
  count: (value: number) => string;
};

/** Orders and paid orders of each corridor, side by side, on a counted axis. */
export function CorridorChart({
  label,
  corridors,
  names,
  corridorName,
  count,
}: CorridorChartProps) {
  const data = corridors.map((corridor) => ({
    corridor: corridorName(corridor),
    orders: corridor.orders,
    paid: corridor.paid,
  }));
  const tooltip = useTooltip(
    (corridor) => corridor,
    (entry) => count(Number(entry.value)),
  );
  return (
    <ChartFrame label={label} height={260}>
      <BarChart {...chartProps} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        {grid}
        <XAxis
          dataKey="corridor"
          interval={0}
          height={40}
          tick={CategoryTick}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          allowDecimals={false}
          width="auto"
          tick={chartText}
          tickLine={false}
          axisLine={false}
          tickFormatter={count}
        />
        <Tooltip cursor={hovered} content={tooltip} />
        <Legend iconType="circle" itemSorter="dataKey" wrapperStyle={legendText} />
        <Bar
          {...still}
          dataKey="orders"
          name={names.orders}
          fill={chartColors.orders}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
        />
        <Bar
          {...still}
          dataKey="paid"
          name={names.paid}
          fill={chartColors.paid}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
        />
      </BarChart>
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

/** A day of the range: each currency's commission as text, and as a bar's height. */
type CommissionDay = { day: string; amounts: Record<string, string> } & Record<string, unknown>;

/**
 * Each currency's commission per day, over every day of the range. The bars share one scale but
 * the axis has no figures: amounts of different currencies have no common unit, so the tooltip
 * and the table carry the exact amounts.
 */
export function CommissionChart({ label, range, rows, dayTick, day, money }: CommissionChartProps) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const data = rangeDays(range).map((date): CommissionDay => {
    const point: CommissionDay = { day: date, amounts: {} };
    for (const row of rows.filter((candidate) => candidate.day === date)) {
      point.amounts[row.currency] = row.amount;
      // A bar's height only: amounts people read are the strings, formatted by `money`.
      point[row.currency] = Number(row.amount);
    }
    return point;
  });
  const tooltip = useTooltip(day, (entry) => {
    const currency = String(entry.dataKey);
    const { amounts } = entry.payload as CommissionDay;
    return money(amounts[currency] ?? '0', currency);
  });
  return (
    <ChartFrame label={label} height={260}>
      <BarChart {...chartProps} data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        {grid}
        <XAxis
          dataKey="day"
          tick={chartText}
          tickLine={false}
          axisLine={false}
          tickFormatter={dayTick}
          minTickGap={16}
        />
        <YAxis hide />
        <Tooltip cursor={hovered} content={tooltip} />
        <Legend iconType="circle" itemSorter="dataKey" wrapperStyle={legendText} />
        {currencies.map((currency, index) => (
          <Bar
            {...still}
            key={currency}
            dataKey={currency}
            name={currency}
            fill={chartColors.currencies[index % chartColors.currencies.length]}
            radius={[3, 3, 0, 0]}
            maxBarSize={32}
          />
        ))}
      </BarChart>
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
  const data = [...rows]
    .sort((a, b) => b.orders - a.orders)
    .map((row) => ({ status: row.status, name: statusName(row.status), orders: row.orders }));
  const tooltip = useTooltip(
    (name) => name,
    (entry) => count(Number(entry.value)),
  );
  return (
    <ChartFrame label={label} height={height}>
      <BarChart
        {...chartProps}
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 32, left: 0, bottom: 0 }}
      >
        <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis
          type="category"
          dataKey="name"
          width="auto"
          tick={chartText}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip cursor={hovered} content={tooltip} />
        <Bar {...still} dataKey="orders" name={ordersName} radius={[0, 4, 4, 0]} maxBarSize={24}>
          {data.map((row) => (
            <Cell key={row.status} fill={statusColors[row.status]} />
          ))}
          <LabelList
            {...still}
            dataKey="orders"
            position="right"
            formatter={(value: unknown) => count(Number(value))}
            {...chartText}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
