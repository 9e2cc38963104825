/** A plain table of a printed sheet: a caption for screen readers, headings, and one row per item. */
import type { ReactNode } from 'react';
import { tableClass, tdClass, thClass } from '../../ui/styles';

export function SheetTable({ caption, headings, rows }: { caption: string; headings: readonly string[]; rows: readonly ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={thClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column} className={tdClass}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
