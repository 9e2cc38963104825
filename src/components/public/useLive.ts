/**
 * Prerendered content that refreshes itself (docs/rules.md#fresh-content): the island starts with what the build
 * saw, then loads the current content from the API once it is hydrated. With nothing prerendered
 * it starts in the loading state. A failed refresh keeps what was prerendered and reports the error.
 */
import { useCallback, useEffect, useState } from 'react';

export type LiveStatus = 'loading' | 'ready' | 'error';

export interface Live<T> {
  status: LiveStatus;
  data: T;
  error: unknown;
  reload: () => void;
}

export function useLive<T>(initial: T, load: () => Promise<T>, startLoading: boolean): Live<T> {
  const [state, setState] = useState<{ status: LiveStatus; data: T; error: unknown }>({
    status: startLoading ? 'loading' : 'ready',
    data: initial,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setState((previous) => ({ ...previous, status: 'error', error }));
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is a stable API call per island; refetch only on reload.
  }, [attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, reload };
}

/** For lists: start loading when nothing was prerendered. */
export function useLiveList<T>(initial: readonly T[], load: () => Promise<T[]>): Live<T[]> {
  return useLive<T[]>([...initial], load, initial.length === 0);
}
