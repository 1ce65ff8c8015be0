import type { OrderStatus } from '@giro/shared/orders/order-status';
import type { ReactNode } from 'react';

// What the three charts share: their colours, the frame that names them, their tooltip.

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

/** Axis and label text: 12 px, slate-600, as the console's small print. */
export const chartText = { fontSize: 12, fill: '#475569' };

type ChartFrameProps = { label: string; height: number; children: ReactNode };

/**
 * The chart as one image named `label`, `height` pixels high and as wide as its column: the
 * table beside it is what assistive technology reads, so the drawing is not a second,
 * keyboard-trapping copy of the figures.
 */
export function ChartFrame({ label, height, children }: ChartFrameProps) {
  return (
    <div role="img" aria-label={label} style={{ height }} className="w-full">
      {children}
    </div>
  );
}

/** One series' figure in a tooltip: "Órdenes: 12", in the series' colour. */
export type TooltipLine = { key: string; text: string; color: string };

/** A bar's figures on hover: what it stands for, then each series' figure. */
export function TooltipBox({ title, lines }: { title: string; lines: TooltipLine[] }) {
  return (
    <div className="rounded-lg bg-white px-3 py-2 text-xs shadow-md ring-1 ring-slate-200">
      <p className="mb-1 font-semibold text-slate-900">{title}</p>
      {lines.map((line) => (
        <p key={line.key} className="flex items-center gap-2 text-slate-700 tabular-nums">
          <span className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
          {line.text}
        </p>
      ))}
    </div>
  );
}
