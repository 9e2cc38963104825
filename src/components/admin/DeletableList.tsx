/**
 * The delete mode of the admin screens: the list with a search box and pages, a Delete
 * button per item, a confirmation, and the item leaving the list without a refetch.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAdminList, type DeleteOptions } from './hooks/useAdminList';
import DeleteButton from '../ui/DeleteButton';
import { Empty, Loading, ErrorMessage } from '../ui/status';
import { NO_MATCH, SearchBar } from '../ui/list';
import { NoticeView } from '../ui/Notice';
import { matchesSearch } from '../../lib/search';
import { PagedResults } from '../ui/paging';
import { usePaging } from './hooks/usePaging';

export interface DeletableListProps<T extends { _id: string }> extends DeleteOptions {
  load: () => Promise<T[]>;
  loadFailedText: (error: unknown) => string;
  emptyText: string;
  /** Without a label the list has no search box (the gallery's images have no text to search). */
  searchLabel?: string;
  searchText?: (item: T) => readonly (string | number | null | undefined)[];
  /** Names the item in its Delete button ("Delete Spring Cup"). */
  describe: (item: T) => string;
  render: (item: T) => ReactNode;
  pageSize?: number;
  layout?: 'list' | 'grid';
  /** Items in the order to show them. */
  sort?: (items: T[]) => T[];
}

export default function DeletableList<T extends { _id: string }>(props: DeletableListProps<T>) {
  const { load, loadFailedText, emptyText, searchLabel, searchText, describe, render, pageSize = 20, layout = 'list', sort } = props;
  const id = useId();
  const { items, state, error, notice, clear, deleteButton, confirmDialog } = useAdminList(load, props);
  const [query, setQuery] = useState('');
  const focusAfterDelete = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  const ordered = sort ? sort(items) : items;
  const filtered = searchText ? ordered.filter((item) => matchesSearch(query, searchText(item))) : ordered;
  const paging = usePaging(filtered, pageSize, query);

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else searchRef.current?.querySelector('input')?.focus();
  }, [items]);

  if (state === 'loading') return <Loading />;
  if (state === 'error') return <ErrorMessage>{loadFailedText(error)}</ErrorMessage>;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          {searchLabel && (
            <SearchBar
              ref={searchRef}
              id={`${id}-search`}
              label={searchLabel}
              query={query}
              onQuery={setQuery}
              shown={filtered.length}
              total={items.length}
            />
          )}
          <PagedResults paging={paging} emptyText={NO_MATCH}>
            <ul
              ref={listRef}
              className={
                layout === 'grid'
                  ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4'
                  : 'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white'
              }
            >
              {paging.pageItems.map((item, index) => (
                <li
                  key={item._id}
                  className={
                    layout === 'grid'
                      ? 'flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2'
                      : 'flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between'
                  }
                  data-item-id={item._id}
                >
                  <div className="min-w-0 flex-1">{render(item)}</div>
                  <DeleteButton
                    {...deleteButton(item, () => {
                      focusAfterDelete.current = index;
                    })}
                    name={describe(item)}
                  />
                </li>
              ))}
            </ul>
          </PagedResults>
        </>
      )}
      {confirmDialog}
    </div>
  );
}
