import type { Row } from '../lib/transfer-rows';

/** Label/value rows of an order, as a description list. */
export function DetailList({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-2 gap-4 py-2 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
