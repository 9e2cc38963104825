/**
 * The parts every table is built from, so headings, row headings and sideways scrolling look and
 * behave alike on every screen: a table in a box that scrolls on its own when it is wider than the
 * screen, its heading row, and the cell that names a row.
 */
import type { ReactNode, TableHTMLAttributes } from 'react';
import { tableClass, tdClass, thClass } from './styles.ts';

interface ScrollTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Read by screen readers before the table; the headings tell sighted readers the same. */
  caption?: string;
  /** The box's own classes (a margin): the box only scrolls. */
  boxClassName?: string;
}

export function ScrollTable({ caption, boxClassName, children, ...table }: ScrollTableProps) {
  return (
    <div className={boxClassName ? `${boxClassName} overflow-x-auto` : 'overflow-x-auto'}>
      <table className={tableClass} {...table}>
        {caption !== undefined && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** The heading row: a column heading per name, then `children` (a heading cell with attributes of its own). */
export function TableHead({ headings, className, children }: { headings: readonly string[]; className?: string; children?: ReactNode }) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className={thClass}>
            {heading}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}

/** A row's first cell, which names the row for screen readers moving along it. */
export function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${tdClass} font-semibold`}>
      {children}
    </th>
  );
}

/** The rows of a table, a thin line between each two. */
export const tbodyClass = 'divide-y divide-slate-200';
