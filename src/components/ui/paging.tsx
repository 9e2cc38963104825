/**
 * Paging for admin lists, so a list of hundreds stays quick to render and to scan. The page goes
 * back to the first when the filters change and stays in range when items are deleted.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Empty } from './list';
import { btnSecondary } from './styles';

export const usePaging = <T,>(items: readonly T[], pageSize: number, resetKey = '') => {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));

  useEffect(() => setPage(1), [resetKey]);
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(start, start + pageSize), [items, start, pageSize]);
  return { page: current, setPage, pageCount, pageItems, start, total: items.length };
};

interface PagerProps {
  page: number;
  pageCount: number;
  start: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}

export function Pager({ page, pageCount, start, shown, total, onPage, label = 'Pages' }: PagerProps) {
  if (total === 0) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Showing {start + 1}–{start + shown} of {total}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <button type="button" className={btnSecondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous
          </button>
          <span>
            Page {page} of {pageCount}
          </span>
          <button type="button" className={btnSecondary} onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
            Next
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
  paging: ReturnType<typeof usePaging<T>>;
  emptyText: string;
  label?: string;
  children: ReactNode;
}) {
  const { page, setPage, pageCount, pageItems, start, total } = paging;
  return (
    <>
      {total === 0 ? <Empty text={emptyText} /> : children}
      <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} label={label} />
    </>
  );
}

/** Case-insensitive substring search over the given fields (seed §5). */
export const matchesSearch = (query: string, fields: readonly (string | number | null | undefined)[]): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle));
};
