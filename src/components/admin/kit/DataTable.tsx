/**
 * A wide admin table that scrolls sideways on its own (a keyboard-reachable region named by its
 * caption): a numbered row per item (S.no counts through the whole filtered list, not the page),
 * its cells, and a last column of actions.
 */
import type { ReactNode } from 'react';
import { TableHead, tbodyClass } from '../../ui/table';
import { tableClass, tdClass, thClass } from '../../ui/styles';

interface RegionTableProps {
  id: string;
  caption: string;
  headings: readonly string[];
  /** A last heading cell of its own (one with no visible text). */
  lastHeading?: ReactNode;
  className?: string;
  /** The rows. */
  children: ReactNode;
}

const regionBox = 'overflow-x-auto rounded-lg border border-slate-200';

/**
 * The frame of a list's table: the box is focusable so a keyboard can scroll a table wider than the
 * screen, and is named by the caption so a screen reader says what it reached.
 */
export function RegionTable({ id, caption, headings, lastHeading, className, children }: RegionTableProps) {
  return (
    <div className={className ? `${className} ${regionBox}` : regionBox} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className={tableClass}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <TableHead headings={headings} className="bg-slate-50">
          {lastHeading}
        </TableHead>
        <tbody className={`${tbodyClass} bg-white`}>{children}</tbody>
      </table>
    </div>
  );
}

export interface AdminTableProps<T extends { _id: string }> {
  id: string;
  caption: string;
  /** The headings between S.no and the actions. */
  columns: readonly string[];
  items: readonly T[];
  /** How many items come before these (on earlier pages). */
  start: number;
  cells: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
}

export default function AdminTable<T extends { _id: string }>({ id, caption, columns, items, start, cells, actions }: AdminTableProps<T>) {
  return (
    <RegionTable
      id={id}
      caption={caption}
      headings={['S.no', ...columns]}
      className="relative mt-3"
      lastHeading={
        <th scope="col" className={thClass}>
          <span className="sr-only">Actions</span>
        </th>
      }
    >
      {items.map((item, index) => (
        <tr key={item._id} data-item-id={item._id}>
          <td className={tdClass}>{start + index + 1}</td>
          {cells(item)}
          <td className={tdClass}>{actions(item)}</td>
        </tr>
      ))}
    </RegionTable>
  );
}
