/**
 * The admin tables. `AdminTable`: a numbered row per item (S.no counts through the whole filtered
 * list, not the page), its cells and a last column of actions, short enough to fit a 1,280 px
 * screen and drawn as cards on narrower ones; a row may open the item's details with a click
 * anywhere on it. `RegionTable`: a wide table that scrolls sideways on its own (a
 * keyboard-reachable region named by its caption).
 */
import { Children, cloneElement, Fragment, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { TableHead } from '#components/ui/table.tsx';
import { tdClass, thClass } from '#components/ui/styles.ts';

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

export interface AdminTableProps<T extends { _id: string }> {
  id: string;
  caption: string;
  /** The headings between S.no and the actions. */
  columns: readonly string[];
  items: readonly T[];
  /** How many items come before these (on earlier pages). */
  start: number;
  /** The row's cells, one `<td>` per column, in a fragment. */
  cells: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  /** What a click anywhere on the row does (the row's one action, also reachable as a button in it). */
  onOpen?: (item: T) => void;
}

/*
 * Below the extra-wide breakpoint the table is drawn as cards: one box per row, each cell on a
 * line of its own after its column's name, so no column is ever out of sight and nothing scrolls
 * sideways. From it on, a plain table that fits the screen.
 */
const cardTable = 'w-full text-left text-sm max-xl:block';
const cardHead = 'bg-slate-50 max-xl:hidden';
const cardBody =
  'divide-y divide-slate-200 bg-white max-xl:grid max-xl:gap-3 max-xl:divide-y-0 max-xl:bg-transparent md:max-xl:grid-cols-2';
const cardRow = 'max-xl:block max-xl:rounded-lg max-xl:border max-xl:border-slate-200 max-xl:bg-white max-xl:p-3';
const cardCell =
  'max-xl:flex max-xl:gap-3 max-xl:whitespace-normal max-xl:wrap-anywhere max-xl:px-0 max-xl:py-1 max-xl:before:w-28 max-xl:before:shrink-0 max-xl:before:font-sans max-xl:before:text-sm max-xl:before:font-semibold max-xl:before:text-slate-700 max-xl:before:content-[attr(data-label)]';
const openRow = 'cursor-pointer hover:bg-brand-50 focus-within:bg-brand-50';

/** The cells of a row, out of the fragments they were written in. */
const flat = (node: ReactNode): ReactNode[] =>
  Children.toArray(node).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? flat(child.props.children) : [child],
  );

/** Gives each cell of a row its column's name, shown before the value when the row is a card. */
const labelled = (cells: ReactNode, headings: readonly string[]): ReactNode[] =>
  flat(cells).map((cell, index) =>
    isValidElement<{ className?: string }>(cell) && cell.type === 'td'
      ? cloneElement(cell as ReactElement<{ className?: string; 'data-label'?: string }>, {
          'data-label': headings[index] ?? '',
          className: `${cell.props.className ?? tdClass} ${cardCell}`,
        })
      : cell,
  );

const regionBox = 'overflow-x-auto rounded-lg border border-slate-200 max-xl:border-0';

/** A table's rows made cards below the breakpoint: each row's cells labelled with their headings. */
const asCards = (rows: ReactNode, headings: readonly string[]): ReactNode[] =>
  flat(rows).map((row) =>
    isValidElement<{ className?: string; children?: ReactNode }>(row) && row.type === 'tr'
      ? cloneElement(row, {
          className: row.props.className ? `${row.props.className} ${cardRow}` : cardRow,
          children: labelled(row.props.children, headings),
        })
      : row,
  );

/**
 * The frame of a list's table: the box is focusable so a keyboard can scroll a table wider than the
 * screen, and is named by the caption so a screen reader says what it reached. Below the
 * breakpoint its rows are cards, as in AdminTable.
 */
export function RegionTable({ id, caption, headings, lastHeading, className, children }: RegionTableProps) {
  return (
    <div className={className ? `${className} ${regionBox}` : regionBox} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className={cardTable}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <TableHead headings={headings} className={cardHead}>
          {lastHeading}
        </TableHead>
        <tbody className={cardBody}>{asCards(children, headings)}</tbody>
      </table>
    </div>
  );
}

/** A click on a link, button or field in the row does its own job, not the row's. */
const fromControl = (event: MouseEvent<HTMLElement>) =>
  event.target instanceof Element && event.target.closest('a, button, input, select, textarea, label') !== null;

export default function AdminTable<T extends { _id: string }>({
  id,
  caption,
  columns,
  items,
  start,
  cells,
  actions,
  onOpen,
}: AdminTableProps<T>) {
  return (
    <div className="mt-3 rounded-lg border border-slate-200 max-xl:border-0">
      <table className={cardTable}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <TableHead headings={['S.no', ...columns]} className={cardHead}>
          <th scope="col" className={thClass}>
            <span className="sr-only">Actions</span>
          </th>
        </TableHead>
        <tbody className={cardBody}>
          {items.map((item, index) => (
            <tr
              key={item._id}
              data-item-id={item._id}
              className={onOpen ? `${cardRow} ${openRow}` : cardRow}
              onClick={onOpen ? (event) => fromControl(event) || onOpen(item) : undefined}
            >
              {/* A card is not counted: its place in the grid says as much. */}
              <td className={`${tdClass} max-xl:hidden`}>{start + index + 1}</td>
              {labelled(cells(item), columns)}
              <td className={`${tdClass} max-xl:px-0 max-xl:pt-2`}>{actions(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
