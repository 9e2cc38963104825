/**
 * A list read a page at a time from the API, searched and filtered by the server: the page, the
 * search (sent once the visitor pauses typing) and the filters are the request, and a change of
 * search or filters starts again at the first page. Answers that arrive after a newer request was
 * made are dropped, so fast typing never shows an older search's results.
 *
 * `allTotal` is the size of the whole list (the last total seen without a search or filter), for
 * texts such as 'All {count} Skater Profiles' and "12 of 340 shown".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListParams } from '#lib/client/index.ts';
import type { PagedList } from '#domain/common/list-query.ts';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

export type PagedStatus = 'loading' | 'ready' | 'error';

export interface PagedQuery<T> {
  items: T[];
  total: number;
  allTotal: number;
  /** 'loading' until the first answer (or a prerendered page); 'error' when the last request failed. */
  status: PagedStatus;
  /**
   * What is shown is not yet the answer to what is asked (a search being typed, a request on its
   * way); what is shown stays until the answer arrives.
   */
  pending: boolean;
  error: unknown;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  pageSize: number;
  /** What the search box shows (the request follows it after a pause). */
  query: string;
  setQuery: (query: string) => void;
  /** The search and filters of the current request, as the server was asked. */
  params: ListParams;
  reload: () => void;
  /** Takes an item out of the page shown (after it was deleted), without asking the server again. */
  removeItem: (id: string) => void;
  /**
   * Puts an edited item in the place of the one with its id, without asking the server again: it
   * stays where the admin was looking, even if the search shown would no longer find it.
   */
  replaceItem: (item: T) => void;
}

export function useDebounced<V>(value: V, delayMs: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const isFiltered = (params: ListParams) =>
  Object.entries(params).some(([name, value]) => name !== 'pageSize' && value !== undefined && value !== '');

export function usePagedQuery<T extends { _id: string }>(
  load: (params: ListParams) => Promise<PagedList<T>>,
  {
    pageSize,
    filters = {},
    initial,
  }: {
    pageSize: number;
    filters?: Record<string, string | number | undefined>;
    /** A first page already shown (prerendered): kept while the first request refreshes it. */
    initial?: { items: T[]; total: number };
  },
): PagedQuery<T> {
  const [query, setQuery] = useState('');
  const q = useDebounced(query, SEARCH_DELAY_MS).trim();
  const params: ListParams = { q, ...filters };
  const criteria = JSON.stringify(params);
  // The page belongs to the criteria it was chosen under: new criteria start at page 1.
  const [chosen, setChosen] = useState({ criteria, page: 1 });
  const page = chosen.criteria === criteria ? chosen.page : 1;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: PagedStatus; pending: boolean; items: T[]; total: number; error: unknown }>({
    status: initial && initial.items.length > 0 ? 'ready' : 'loading',
    pending: true,
    items: initial?.items ?? [],
    total: initial?.total ?? 0,
    error: undefined,
  });
  const [allTotal, setAllTotal] = useState(initial?.total ?? 0);
  // The request the items shown answer.
  const [answered, setAnswered] = useState<string | null>(null);
  const asking = `${criteria}|${page}|${pageSize}|${attempt}`;
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const request = (latest.current += 1);
    const asked = JSON.parse(criteria) as ListParams;
    setState((previous) => ({ ...previous, pending: true }));
    loader.current({ ...asked, page, pageSize }).then(
      (answer) => {
        if (request !== latest.current) return;
        setState({ status: 'ready', pending: false, items: answer.items, total: answer.total, error: undefined });
        setAnswered(`${criteria}|${page}|${pageSize}|${attempt}`);
        if (!isFiltered(asked)) setAllTotal(answer.total);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        console.error(error);
        setState((previous) => ({ ...previous, status: 'error', pending: false, error }));
        setAnswered(`${criteria}|${page}|${pageSize}|${attempt}`);
      },
    );
  }, [criteria, page, pageSize, attempt]);

  const setPage = useCallback((next: number) => setChosen({ criteria, page: Math.max(1, next) }), [criteria]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const removeItem = useCallback((id: string) => {
    setState((previous) => {
      if (!previous.items.some((item) => item._id === id)) return previous;
      return { ...previous, items: previous.items.filter((item) => item._id !== id), total: Math.max(0, previous.total - 1) };
    });
    setAllTotal((value) => Math.max(0, value - 1));
  }, []);
  const replaceItem = useCallback((replacement: T) => {
    setState((previous) => ({ ...previous, items: previous.items.map((item) => (item._id === replacement._id ? replacement : item)) }));
  }, []);

  return {
    ...state,
    pending: state.pending || answered !== asking || query.trim() !== q,
    allTotal,
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(state.total / pageSize)),
    pageSize,
    query,
    setQuery,
    params,
    reload,
    removeItem,
    replaceItem,
  };
}
