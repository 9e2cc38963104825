/** Loading a list for an admin screen: loading, then loaded or error. */
import { useCallback, useEffect, useRef, useState } from 'react';

export type ListState = 'loading' | 'loaded' | 'error';

export const useList = <T>(load: () => Promise<T[]>) => {
  const [items, setItems] = useState<T[]>([]);
  const [state, setState] = useState<ListState>('loading');
  const [error, setError] = useState<unknown>(null);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    setState('loading');
    try {
      setItems(await loader.current());
      setState('loaded');
    } catch (caught) {
      console.error(caught);
      setError(caught);
      setState('error');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, state, error, reload };
};
