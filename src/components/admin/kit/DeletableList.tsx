/**
 * The manage mode of the admin screens: the list a page at a time, with a search box
 * (the server searches), a Delete button per item, a confirmation, and the item leaving the list
 * without a refetch; with `edit`, an Edit button that shows the item's form in its place, and the
 * saved record in the item's place afterwards.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { PagedList } from '#domain/common/list-query.ts';
import type { ListParams } from '#lib/client/index.ts';
import { useAdminList, type DeleteOptions } from './hooks/useAdminList.ts';
import DeleteButton from './DeleteButton.tsx';
import { btnSecondary } from '#components/ui/styles.ts';
import { Empty, Loading, ErrorMessage } from '#components/ui/status.tsx';
import { NO_MATCH, SearchBar } from './list.tsx';
import { NoticeView } from './Notice.tsx';
import { PagedResults, pagingOf } from '#components/ui/paging.tsx';

export interface DeletableListProps<T extends { _id: string }> extends DeleteOptions {
  /** A page of the list, in the order to show it, searched by the server. */
  load: (params: ListParams) => Promise<PagedList<T>>;
  loadFailedText: (error: unknown) => string;
  emptyText: string;
  /** Without a label the list has no search box (the gallery's images have no text to search). */
  searchLabel?: string;
  /** Names the item in its Delete button ("Delete Spring Cup"). */
  describe: (item: T) => string;
  render: (item: T) => ReactNode;
  pageSize?: number;
  layout?: 'list' | 'grid';
  edit?: EditOptions<T>;
}

/** What the editor's form is told: the edit was saved, or given up. */
export interface EditDone<T = unknown> {
  /** With the record as the server saved it. */
  saved: (record: T) => void;
  cancel: () => void;
}

export interface EditOptions<T> {
  /** Reads the whole record (a list item may carry shortened texts); the item itself unless given. */
  open?: (item: T) => Promise<T>;
  openFailedText: string;
  /** The form, filled in from the record; it saves, then calls `saved` (or `cancel`). */
  form: (record: T, done: EditDone<T>) => ReactNode;
  updatedText: string;
}

export default function DeletableList<T extends { _id: string }>(props: DeletableListProps<T>) {
  const { load, loadFailedText, emptyText, searchLabel, describe, render, pageSize = 20, layout = 'list', edit } = props;
  const id = useId();
  const { list, notice, show, clear, deletingId, deleteButton, confirmDialog } = useAdminList(load, { ...props, pageSize });
  const [editing, setEditing] = useState<T | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  // After the editor closes, the focus goes back to the Edit button that opened it.
  const focusEditOf = useRef<string | null>(null);
  const focusAfterDelete = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else searchRef.current?.querySelector('input')?.focus();
  }, [list.items]);

  useEffect(() => {
    const itemId = focusEditOf.current;
    if (itemId === null || editing !== null) return;
    focusEditOf.current = null;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-item-id="${CSS.escape(itemId)}"] [data-edit]`)?.focus();
  }, [editing, list.items]);

  const startEditing = async (item: T) => {
    if (!edit) return;
    clear();
    setOpening(item._id);
    try {
      setEditing(edit.open ? await edit.open(item) : item);
    } catch (error) {
      console.error(error);
      show('error', edit.openFailedText);
    } finally {
      setOpening(null);
    }
  };

  const doneEditing = (itemId: string): EditDone<T> => ({
    saved: (record) => {
      focusEditOf.current = itemId;
      setEditing(null);
      list.replaceItem(record);
      if (edit) show('success', edit.updatedText);
    },
    cancel: () => {
      focusEditOf.current = itemId;
      setEditing(null);
    },
  });
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error' && list.items.length === 0) return <ErrorMessage>{loadFailedText(list.error)}</ErrorMessage>;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {list.allTotal === 0 && list.query.trim() === '' && list.items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          {searchLabel && (
            <SearchBar
              ref={searchRef}
              id={`${id}-search`}
              label={searchLabel}
              query={list.query}
              onQuery={list.setQuery}
              shown={list.total}
              total={list.allTotal}
            />
          )}
          {list.status === 'error' && <ErrorMessage className="mb-4">{loadFailedText(list.error)}</ErrorMessage>}
          <PagedResults paging={pagingOf(list)} emptyText={NO_MATCH}>
            <ul
              ref={listRef}
              aria-busy={list.pending}
              className={
                layout === 'grid'
                  ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4'
                  : 'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white'
              }
            >
              {list.items.map((item, index) => (
                <li
                  key={item._id}
                  className={
                    layout === 'grid'
                      ? `flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 ${editing?._id === item._id ? 'col-span-full' : ''}`
                      : 'flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between'
                  }
                  data-item-id={item._id}
                >
                  {edit && editing?._id === item._id ? (
                    <div className="min-w-0 flex-1">{edit.form(editing, doneEditing(item._id))}</div>
                  ) : (
                    <>
                      <div className="min-w-0 flex-1">{render(item)}</div>
                      <div className="flex shrink-0 flex-wrap gap-2">
                        {edit && (
                          <button
                            type="button"
                            data-edit
                            className={btnSecondary}
                            onClick={() => void startEditing(item)}
                            disabled={deletingId !== null || opening !== null}
                          >
                            {opening === item._id ? 'Opening…' : 'Edit'}
                            <span className="sr-only"> {describe(item)}</span>
                          </button>
                        )}
                        <DeleteButton
                          {...deleteButton(item, () => {
                            focusAfterDelete.current = index;
                            if (editing?._id === item._id) setEditing(null);
                          })}
                          name={describe(item)}
                        />
                      </div>
                    </>
                  )}
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
