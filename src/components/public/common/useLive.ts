/**
 * A prerendered list that refreshes itself (docs/rules.md#fresh-content): the island starts with the first page
 * the build saw, loads the current first page from the API once hydrated, and appends the next
 * page each time the visitor asks for more, so the page never holds the whole collection. With
 * nothing prerendered it starts in the loading state. A failed refresh keeps what is shown and
 * reports the error. A change of `filters` starts again from their first page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagedList } from '#domain/common/list-query.ts';
import type { ListParams } from '#lib/client/index.ts';

export type LiveStatus = 'loading' | 'ready' | 'error';

export interface Live<T> {
  status: LiveStatus;
  data: T[];
  /** How many there are in all (with the filters), as the server counts them. */
  total: number;
  error: unknown;
  reload: () => void;
  /** Appends the next page. */
  more: () => void;
  loadingMore: boolean;
  hasMore: boolean;
}

export function useLiveList<T extends { _id: string }>(
  initial: { items: readonly T[]; total: number },
  load: (params: ListParams) => Promise<PagedList<T>>,
  filters: ListParams = {},
): Live<T> {
  const [state, setState] = useState<{ status: LiveStatus; data: T[]; total: number; error: unknown; page: number }>({
    status: initial.items.length === 0 ? 'loading' : 'ready',
    data: [...initial.items],
    total: initial.total,
    error: undefined,
    page: 1,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const criteria = JSON.stringify(filters);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const request = (latest.current += 1);
    loader.current(JSON.parse(criteria) as ListParams).then(
      (answer) => {
        if (request === latest.current) setState({ status: 'ready', data: answer.items, total: answer.total, error: undefined, page: 1 });
      },
      (error: unknown) => {
        console.error(error);
        if (request === latest.current) setState((previous) => ({ ...previous, status: 'error', error }));
      },
    );
  }, [criteria, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((value) => value + 1);
  }, []);

  const more = useCallback(() => {
    const request = latest.current;
    setLoadingMore(true);
    loader
      .current({ ...(JSON.parse(criteria) as ListParams), page: state.page + 1 })
      .then(
        (answer) => {
          if (request !== latest.current) return;
          setState((previous) => {
            // Items that moved up a page while the visitor read (something was added) are not shown twice.
            const shown = new Set(previous.data.map((item) => item._id));
            const fresh = answer.items.filter((item) => !shown.has(item._id));
            return { ...previous, data: [...previous.data, ...fresh], total: answer.total, page: previous.page + 1 };
          });
        },
        (error: unknown) => {
          console.error(error);
          if (request === latest.current) setState((previous) => ({ ...previous, status: 'error', error }));
        },
      )
      .finally(() => setLoadingMore(false));
  }, [criteria, state.page]);

  return { ...state, reload, more, loadingMore, hasMore: state.data.length < state.total };
}
