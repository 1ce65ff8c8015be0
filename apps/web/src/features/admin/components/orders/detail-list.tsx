export type DetailListProps = {
  title: string;
  /** Label and value pairs; empty values are left out. */
  entries: [label: string, value: string | null][];
};

/** A titled definition list of an order's fields. */
export function DetailList({ title, entries }: DetailListProps) {
  const shown = entries.filter(([, value]) => value !== null && value !== '');
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
