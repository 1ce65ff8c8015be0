import type { Row } from '../lib/transfer-rows';

/**
 * Label/value rows of an order, as a description list. Columns may shrink below their content
 * and long values (an email, a wallet, a TXID) wrap anywhere: a phone never scrolls sideways.
 */
export function DetailList({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-2 text-sm"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
