import type { Block, TableBlock } from '../lib/content-schemas';

/** Wide screens get the table; phones get one card per row, since four columns do not fit. */
function ContentTable({ table }: { table: TableBlock }) {
  const [, ...columns] = table.head;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="border-b border-slate-200 px-4 py-3 text-left font-medium text-slate-500">
            {table.caption}
          </caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {table.head.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {table.rows.map(([rowHeading, ...cells]) => (
              <tr key={rowHeading}>
                <th scope="row" className="px-4 py-3 font-semibold text-brand-900">
                  {rowHeading}
                </th>
                {cells.map((cell, index) => (
                  <td key={columns[index] ?? index} className="px-4 py-3 leading-6 text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="space-y-3 sm:hidden">
        <p className="text-sm font-medium text-slate-500">{table.caption}</p>
        {table.rows.map(([rowHeading, ...cells]) => (
          <section
            key={rowHeading}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="font-semibold text-brand-900">{rowHeading}</h3>
            <dl className="mt-2 space-y-2 text-sm leading-6">
              {cells.map((cell, index) => (
                <div key={columns[index] ?? index}>
                  <dt className="font-medium text-slate-500">{columns[index]}</dt>
                  <dd className="text-slate-700">{cell}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}

/** A page's body text: paragraphs, bullet lists and tables, in catalogue order. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-700">
      {blocks.map((block, index) => {
        // Blocks are static catalogue text: their position is a stable key.
        const key = index;
        if (typeof block === 'string') return <p key={key}>{block}</p>;
        if (Array.isArray(block)) {
          return (
            <ul key={key} className="list-disc space-y-2 pl-6 marker:text-accent-600">
              {block.map((item) => (
                <li key={item} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          );
        }
        return <ContentTable key={key} table={block} />;
      })}
    </div>
  );
}
