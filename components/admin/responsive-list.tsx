import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface Props<T> {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}

/** A table on wider screens; on a phone each row becomes a card of label/value pairs. */
export function ResponsiveList<T>({ caption, rows, columns, rowKey }: Props<T>) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-linen-200 bg-white p-4 shadow-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns.map((col) => (
                <div key={col.header} className="contents">
                  <dt className="font-semibold text-ink-soft">{col.header}</dt>
                  <dd className="min-w-0 break-words text-ink">{col.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-linen-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-linen-100 text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              {columns.map((col) => (
                <th key={col.header} scope="col" className={`px-4 py-3 font-semibold ${col.className ?? ''}`}>
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-linen-50">
                {columns.map((col) => (
                  <td key={col.header} className={`px-4 py-3 align-top ${col.className ?? ''}`}>
                    {col.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
