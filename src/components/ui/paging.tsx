/** The pager below a long list and the page of results above it. */
import type { ReactNode } from 'react';
import { btnSecondary } from './styles.ts';
import { Empty } from './status.tsx';
import type { PagedQuery } from './usePagedQuery.ts';

/** One page of a longer list: which page, how many, its items, and where it starts. */
export interface Paging<T> {
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  pageItems: readonly T[];
  start: number;
  total: number;
}

/** The pager's words: English unless a page in another language hands its own (`pagerTexts`). */
export interface PagerTexts {
  range: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

const englishPager: PagerTexts = {
  range: (from, to, total) => `Showing ${from}–${to} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

interface PagerProps {
  page: number;
  pageCount: number;
  start: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
  texts?: PagerTexts;
}

export function Pager({ page, pageCount, start, shown, total, onPage, label = 'Pages', texts = englishPager }: PagerProps) {
  if (total === 0) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{texts.range(start + 1, start + shown, total)}</p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <button type="button" className={btnSecondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {texts.previous}
          </button>
          <span>{texts.pageOf(page, pageCount)}</span>
          <button type="button" className={btnSecondary} onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
            {texts.next}
          </button>
        </div>
      )}
    </nav>
  );
}

/**
 * The page of a filtered list (drawn by `children` from `paging.pageItems`) and the pager below
 * it, or `emptyText` when the filters leave nothing.
 */
export function PagedResults<T>({
  paging,
  emptyText,
  label,
  children,
}: {
  paging: Paging<T>;
  emptyText: string;
  label?: string;
  children: ReactNode;
}) {
  const { page, setPage, pageCount, pageItems, start, total } = paging;
  return (
    <>
      {total === 0 ? <Empty>{emptyText}</Empty> : children}
      <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} label={label} />
    </>
  );
}

/** The pager's view of a list paged by the server (usePagedQuery). */
export const pagingOf = <T,>(list: PagedQuery<T>): Paging<T> => ({
  page: list.page,
  setPage: list.setPage,
  pageCount: list.pageCount,
  pageItems: list.items,
  start: (list.page - 1) * list.pageSize,
  total: list.total,
});
