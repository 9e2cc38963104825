/** A plain table of a printed sheet: a caption for screen readers, headings, and one row per item. */
import type { ReactNode } from 'react';
import { tdClass } from '../../ui/styles';
import { ScrollTable, TableHead, tbodyClass } from '../../ui/table';

export function SheetTable({ caption, headings, rows }: { caption: string; headings: readonly string[]; rows: readonly ReactNode[][] }) {
  return (
    <ScrollTable caption={caption}>
      <TableHead headings={headings} />
      <tbody className={tbodyClass}>
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
    </ScrollTable>
  );
}
