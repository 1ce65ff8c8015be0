import type { Dashboard } from '@giro/shared/admin/dashboard-contracts';
import type { OrderStatus } from '@giro/shared/orders/order-status';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame, chartColors, statusColors, TooltipBox } from './chart-frame';
import { rangeDays } from './dashboard-range';

// Loaded on its own (lazy-charts.ts): only the dashboard pays for the charting library.

const axis = { fontSize: 12, fill: '#475569' };
const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />;
const chartProps = { responsive: true, accessibilityLayer: false, style: { height: '100%' } };

export type CorridorChartProps = {
  label: string;
  corridors: Dashboard['corridors'];
  names: { orders: string; paid: string };
  corridorName: (corridor: Dashboard['corridors'][number]) => string;
  count: (value: number) => string;
};

/** Orders and paid orders of each corridor, side by side. */
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
  return (
    <ChartFrame label={label} height={260}>
      <BarChart {...chartProps} data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        {grid}
        <XAxis dataKey="corridor" tick={axis} tickLine={false} axisLine={false} />
        <YAxis
          allowDecimals={false}
          tick={axis}
          tickLine={false}
          axisLine={false}
          tickFormatter={count}
        />
        <Tooltip cursor={{ fill: '#eef5fb' }} formatter={(value) => count(Number(value))} />
        <Legend iconType="circle" itemSorter="dataKey" wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="orders"
          name={names.orders}
          fill={chartColors.orders}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
        />
        <Bar
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

type CommissionPoint = { day: string; amounts: Record<string, string> } & Record<string, unknown>;

/** Each currency's commission per day; days without any are drawn as zero. */
export function CommissionChart({ label, range, rows, dayTick, day, money }: CommissionChartProps) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const data = rangeDays(range).map((date): CommissionPoint => {
    const amounts: Record<string, string> = {};
    const point: CommissionPoint = { day: date, amounts };
    for (const row of rows.filter((candidate) => candidate.day === date)) {
      amounts[row.currency] = row.amount;
      // A bar's height only: amounts read by people are the strings in `amounts`.
      point[row.currency] = Number(row.amount);
    }
    return point;
  });
  const tooltip = ({ active, payload, label: date }: TooltipContentProps) =>
    active && payload.length > 0 ? (
      <TooltipBox
        title={day(String(date))}
        lines={payload.map((entry) => {
          const currency = String(entry.dataKey);
          const amounts = (entry.payload as CommissionPoint).amounts;
          return {
            name: currency,
            text: money(amounts[currency] ?? '0', currency),
            color: entry.color ?? '',
          };
        })}
      />
    ) : null;
  return (
    <ChartFrame label={label} height={260}>
      <BarChart {...chartProps} data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
        {grid}
        <XAxis
          dataKey="day"
          tick={axis}
          tickLine={false}
          axisLine={false}
          tickFormatter={dayTick}
          minTickGap={16}
        />
        <YAxis tick={axis} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: '#eef5fb' }} content={tooltip} />
        <Legend iconType="circle" itemSorter="dataKey" wrapperStyle={{ fontSize: 12 }} />
        {currencies.map((currency, index) => (
          <Bar
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

/** Orders in each status, longest bar first. */
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
  return (
    <ChartFrame label={label} height={height}>
      <BarChart
        {...chartProps}
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 24, left: 8, bottom: 0 }}
      >
        <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis
          type="category"
          dataKey="name"
          width={130}
          tick={axis}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip cursor={{ fill: '#eef5fb' }} formatter={(value) => count(Number(value))} />
        <Bar
          dataKey="orders"
          name={ordersName}
          radius={[0, 4, 4, 0]}
          maxBarSize={24}
          label={{
            position: 'right',
            fontSize: 12,
            fill: '#334155',
            formatter: (value: unknown) => count(Number(value)),
          }}
        >
          {data.map((row) => (
            <Cell key={row.status} fill={statusColors[row.status]} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
