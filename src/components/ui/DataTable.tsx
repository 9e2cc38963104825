/**
 * A wide admin table that scrolls sideways on its own (a keyboard-reachable region named by its
 * caption): a numbered row per item (S.no counts through the whole filtered list, not the page),
 * its cells, and a last column of actions.
 */
import type { ReactNode } from 'react';
import { tableClass, tdClass, thClass } from './styles';

interface Props<T extends { _id: string }> {
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

export default function AdminTable<T extends { _id: string }>({ id, caption, columns, items, start, cells, actions }: Props<T>) {
  return (
    <div
      className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-labelledby={`${id}-caption`}
    >
      <table className={tableClass}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {['S.no', ...columns].map((column) => (
              <th key={column} scope="col" className={thClass}>
                {column}
              </th>
            ))}
            <th scope="col" className={thClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {items.map((item, index) => (
            <tr key={item._id} data-item-id={item._id}>
              <td className={tdClass}>{start + index + 1}</td>
              {cells(item)}
              <td className={tdClass}>{actions(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
