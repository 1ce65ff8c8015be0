import type { OrderStatus } from '@giro/shared/orders/order-status';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { barPath, lineHeight } from './chart-geometry';

// What the three charts share: colours, the frame that sizes them, and their SVG pieces.

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

/** What a chart is drawn at before its box is measured (the server's HTML, the first frame). */
const defaultWidth = 640;

/**
 * The element's width in CSS pixels, followed as it changes. Charts lay out in real pixels, not
 * in a scaled drawing, so their 12 px text stays 12 px from a phone to a wide screen.
 */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      // A folded or hidden box measures 0: keep the last drawing for when it shows again.
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

type LegendItem = { name: string; color: string };

type ChartFrameProps = {
  label: string;
  height: number;
  legend?: LegendItem[];
  /** The drawing for a box `width` pixels wide and `height` high. */
  children: (width: number) => ReactNode;
};

/**
 * The chart as one image named `label`: the table beside it is what assistive technology reads,
 * so the drawing is not a second, keyboard-trapping copy of the figures.
 */
export function ChartFrame({ label, height, legend, children }: ChartFrameProps) {
  const [box, width] = useWidth();
  return (
    <div ref={box} role="img" aria-label={label} className="w-full">
      {/* Hidden as the frame's part: the frame names the whole image. */}
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        className="block fill-slate-600 text-xs tabular-nums"
      >
        {children(width)}
      </svg>
      {legend && (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600">
          {legend.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5">
              <span className="size-2 rounded-full" style={{ backgroundColor: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type BarProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  end: 'top' | 'right';
  color: string;
  /** The bar's figure, shown by the browser on hover as a tooltip was. */
  title: string;
};

/** One bar; an empty one is not drawn, as a zero has no height to point at. */
export function Bar({ end, color, title, ...box }: BarProps) {
  if (box.width <= 0 || box.height <= 0) return null;
  return (
    <path d={barPath(box, end)} fill={color} className="transition-opacity hover:opacity-75">
      <title>{title}</title>
    </path>
  );
}

type LabelProps = {
  x: number;
  y: number;
  lines: string[];
  anchor: 'start' | 'middle' | 'end';
  /** Whether `y` is the first line's centre (under an axis) or the whole block's (beside a bar). */
  from: 'top' | 'middle';
};

/** Axis text of one or two lines (see wrapLabel). */
export function Label({ x, y, lines, anchor, from }: LabelProps) {
  const [first, ...rest] = lines;
  const shift = from === 'middle' ? (-lineHeight * rest.length) / 2 : 0;
  return (
    <text x={x} y={y} textAnchor={anchor} dominantBaseline="central">
      {rest.length === 0 ? (
        first
      ) : (
        <>
          <tspan x={x} dy={shift}>
            {first}
          </tspan>
          {rest.map((line) => (
            <tspan key={line} x={x} dy={lineHeight}>
              {line}
            </tspan>
          ))}
        </>
      )}
    </text>
  );
}

/** A dashed guide across the plot, as on squared paper. */
export function GridLine({ x1, x2, y }: { x1: number; x2: number; y: number }) {
  return <line x1={x1} x2={x2} y1={y} y2={y} stroke="#e2e8f0" strokeDasharray="3 3" />;
}
