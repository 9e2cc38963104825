/**
 * The list of an admin screen that deletes (docs/rules.md#confirm-before-deleting): a page at a time from the
 * server, searched and filtered there (usePagedQuery), an item deleted only after confirmation and
 * then removed from the page without a refetch, and the notice that reports it. One delete at a time.
 */
import { createElement, useState } from 'react';
import { StaleItemError } from '#lib/client/index.ts';
import { ReloadButton } from '#components/admin/kit/ReloadButton.tsx';
import type { PagedList } from '#domain/common/list-query.ts';
import type { ListParams } from '#lib/client/index.ts';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';
import { useConfirm } from './useConfirm.tsx';
import { useNotice } from './useNotice.ts';

export interface DeleteOptions {
  remove: (id: string) => Promise<unknown>;
  /** The question asked before deleting; a function when it depends on the item (what goes with it). */
  confirmText: string | ((id: string) => Promise<string>);
  deletedText: string;
  deleteFailedText: (error: unknown) => string;
  noticeTimeoutMs?: number | undefined;
}

export interface ListOptions {
  pageSize: number;
  /** The screen's filters besides the search (a change starts again at the first page). */
  filters?: Record<string, string | number | undefined>;
}

export const useAdminList = <T extends { _id: string }>(
  load: (params: ListParams) => Promise<PagedList<T>>,
  { remove, confirmText, deletedText, deleteFailedText, noticeTimeoutMs, pageSize, filters }: DeleteOptions & ListOptions,
) => {
  const list = usePagedQuery(load, { pageSize, ...(filters ? { filters } : {}) });
  const { notice, show, clear } = useNotice(noticeTimeoutMs);
  const [confirm, confirmDialog] = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // While the question is being made (it may ask the server), no other delete starts.
  const [asking, setAsking] = useState(false);

  const question = async (id: string): Promise<string> => {
    if (typeof confirmText === 'string') return confirmText;
    setAsking(true);
    try {
      return await confirmText(id);
    } finally {
      setAsking(false);
    }
  };

  /** `onRemoved` runs once the server has deleted the item, before it leaves the list. */
  const deleteItem = async (item: T, onRemoved?: () => void) => {
    if (!(await confirm(await question(item._id)))) return;
    clear();
    setDeletingId(item._id);
    try {
      await remove(item._id);
      onRemoved?.();
      list.removeItem(item._id);
      show('success', deletedText);
    } catch (caught) {
      console.error(caught);
      // Changed by someone else since the list was read: who and when, and the list read again on Reload.
      if (caught instanceof StaleItemError) show('error', caught.message, createElement(ReloadButton, { onReload: () => list.reload() }));
      else show('error', deleteFailedText(caught));
    } finally {
      setDeletingId(null);
    }
  };

  /** The props of an item's DeleteButton. */
  const deleteButton = (item: T, onRemoved?: () => void) => ({
    deleting: deletingId === item._id,
    disabled: deletingId !== null || asking,
    onClick: () => void deleteItem(item, onRemoved),
  });

  return { list, notice, show, clear, deletingId, deleteButton, confirmDialog };
};
