/**
 * A page of an admin list that the server searches and filters: how many items the filters leave
 * (announced as it changes), the failure of the last read while the page before stays shown, the
 * numbered table of this page, and the pager.
 */
import AdminTable, { type AdminTableProps } from './DataTable.tsx';
import { PagedResults, pagingOf } from '#components/ui/paging.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import type { PagedQuery } from '#components/ui/usePagedQuery.ts';

interface Props<T extends { _id: string }> extends Omit<AdminTableProps<T>, 'items' | 'start'> {
  list: PagedQuery<T>;
  /** What is counted: "5 of 12 {noun} shown". */
  noun: string;
  /** Where the filters leave nothing. */
  emptyText: string;
  /** Where reading the list again failed; without it the page before stays as it is. */
  failedText?: string;
}

export default function PagedAdminTable<T extends { _id: string }>({ list, noun, emptyText, failedText, ...table }: Props<T>) {
  return (
    <>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {list.total} of {list.allTotal} {noun} shown
      </p>
      {failedText !== undefined && list.status === 'error' && <ErrorMessage className="mt-2">{failedText}</ErrorMessage>}
      <PagedResults paging={pagingOf(list)} emptyText={emptyText}>
        <AdminTable {...table} items={list.items} start={(list.page - 1) * list.pageSize} />
      </PagedResults>
    </>
  );
}
