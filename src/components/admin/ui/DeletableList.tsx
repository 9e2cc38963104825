/**
 * The delete mode of the admin screens (seed §4): the list with a search box and pages, a Delete
 * button per item, a confirmation, and the item leaving the list without a refetch.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useConfirm } from './confirm';
import { Empty, Loading, LoadError, SearchField, useList } from './list';
import { NoticeView, useNotice } from './notice';
import { matchesSearch, Pager, usePaging } from './paging';
import { btnDangerOutline } from './styles';

export interface DeletableListProps<T extends { _id: string }> {
  load: () => Promise<T[]>;
  loadFailedText: (error: unknown) => string;
  emptyText: string;
  /** Without a label the list has no search box (the gallery's images have no text to search). */
  searchLabel?: string;
  searchText?: (item: T) => readonly (string | number | null | undefined)[];
  /** Names the item in its Delete button ("Delete Spring Cup"). */
  describe: (item: T) => string;
  render: (item: T) => ReactNode;
  confirmText: string;
  remove: (id: string) => Promise<unknown>;
  deletedText: string;
  deleteFailedText: (error: unknown) => string;
  pageSize?: number;
  noticeTimeoutMs?: number;
  layout?: 'list' | 'grid';
  /** Items in the order to show them. */
  sort?: (items: T[]) => T[];
}

export default function DeletableList<T extends { _id: string }>(props: DeletableListProps<T>) {
  const { load, loadFailedText, emptyText, searchLabel, searchText, describe, render, confirmText, remove, deletedText, deleteFailedText } =
    props;
  const { pageSize = 20, noticeTimeoutMs, layout = 'list', sort } = props;
  const id = useId();
  const { items, setItems, state, error } = useList(load);
  const [query, setQuery] = useState('');
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, show, clear } = useNotice(noticeTimeoutMs);
  const [confirm, confirmDialog] = useConfirm();
  const focusAfterDelete = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  const ordered = sort ? sort(items) : items;
  const filtered = searchText ? ordered.filter((item) => matchesSearch(query, searchText(item))) : ordered;
  const { page, setPage, pageCount, pageItems, start, total } = usePaging(filtered, pageSize, query);

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else searchRef.current?.querySelector('input')?.focus();
  }, [items]);

  const onDelete = async (item: T, index: number) => {
    if (!(await confirm(confirmText))) return;
    setDeletingId(item._id);
    clear();
    try {
      await remove(item._id);
      focusAfterDelete.current = index;
      setItems((current) => current.filter((candidate) => candidate._id !== item._id));
      show('success', deletedText);
    } catch (caught) {
      show('error', deleteFailedText(caught));
    } finally {
      setDeletingId(null);
    }
  };

  if (state === 'loading') return <Loading />;
  if (state === 'error') return <LoadError text={loadFailedText(error)} />;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {items.length === 0 ? (
        <Empty text={emptyText} />
      ) : (
        <>
          {searchLabel && (
            <div ref={searchRef} className="mb-4 flex flex-wrap items-end gap-4">
              <SearchField id={`${id}-search`} label={searchLabel} value={query} onChange={setQuery} />
              <p className="pb-2 text-sm text-slate-700" aria-live="polite">
                {filtered.length} of {items.length} shown
              </p>
            </div>
          )}
          {filtered.length === 0 ? (
            <Empty text="Nothing matches your search." />
          ) : (
            <ul
              ref={listRef}
              className={
                layout === 'grid'
                  ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4'
                  : 'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white'
              }
            >
              {pageItems.map((item, index) => (
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
                  <button
                    type="button"
                    data-delete
                    className={btnDangerOutline}
                    onClick={() => void onDelete(item, index)}
                    disabled={deletingId !== null}
                  >
                    {deletingId === item._id ? 'Deleting…' : 'Delete'}
                    <span className="sr-only"> {describe(item)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} />
        </>
      )}
      {confirmDialog}
    </div>
  );
}
