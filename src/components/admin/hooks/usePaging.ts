/**
 * Paging for admin lists, so a list of hundreds stays quick to render and to scan. The page goes
 * back to the first when the filters change and stays in range when items are deleted.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Paging } from '../../ui/paging';

export const usePaging = <T>(items: readonly T[], pageSize: number, resetKey = ''): Paging<T> => {
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
