import type { OrderStatus } from '@giro/shared/orders/order-status';
import type { ReactNode } from 'react';

// The charts' colours, frame and tooltip; only dashboard-charts.tsx (the lazy chunk) imports them.

export const chartColors = {
  orders: '#1d5690',
  paid: '#14b8a6',
  currencies: ['#1d5690', '#14b8a6', '#f59e0b', '#7c3aed', '#e11d48', '#0ea5e9'],
} as const;

export const statusColors: Record<OrderStatus, string> = {
  awaiting_payment: '#94a3b8',
  payment_submitted: '#f59e0b',
  paid: '#2b69a7',
  processing: '#0ea5e9',
  delivered: '#0d9488',
  cancelled: '#64748b',
  expired: '#cbd5e1',
  failed: '#dc2626',
  refunded: '#7c3aed',
  replaced: '#a8a29e',
};

type ChartFrameProps = { label: string; height: number; children: ReactNode };

/**
 * The chart as one image named `label`: the table beside it is what assistive technology reads,
 * so the drawing is not a second, keyboard-trapping copy of the figures.
 */
export function ChartFrame({ label, height, children }: ChartFrameProps) {
  return (
    <div role="img" aria-label={label} style={{ height }} className="w-full">
      {children}
    </div>
  );
}

/** One point's lines in the tooltip, each already formatted by the caller. */
export function TooltipBox({
  title,
  lines,
}: {
  title: string;
  lines: { name: string; text: string; color: string }[];
}) {
  return (
    <div className="rounded-lg bg-white px-3 py-2 text-xs shadow-md ring-1 ring-slate-200">
      <p className="mb-1 font-semibold text-slate-900">{title}</p>
      {lines.map((line) => (
        <p key={line.name} className="flex items-center gap-2 text-slate-700 tabular-nums">
          <span className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
          {line.name}: <span className="font-medium text-slate-900">{line.text}</span>
        </p>
      ))}
    </div>
  );
}
