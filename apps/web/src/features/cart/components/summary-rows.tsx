import { cn } from '@/lib/cn';

export type SummaryRow = { label: string; value: string };

export type SummaryRowsProps = { rows: readonly SummaryRow[]; className?: string };

/** Label–value pairs of the order summary, the value right-aligned. */
export function SummaryRows({ rows, className }: SummaryRowsProps) {
  return (
    <dl className={cn('divide-y divide-slate-100 text-sm', className)}>
      {rows.map(({ label, value }) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="shrink-0 text-slate-600">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
