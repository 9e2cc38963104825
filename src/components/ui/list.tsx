/** Loading a list for an admin screen (seed §4: loading, then loaded or error) and the search box. */
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { noteApiError } from '../session';
import { inputClass, labelClass } from './styles';

export type ListState = 'loading' | 'loaded' | 'error';

export const useList = <T,>(load: () => Promise<T[]>) => {
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
      noteApiError(caught);
      setError(caught);
      setState('error');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, state, error, reload };
};

export function Loading({ text = 'Loading…' }: { text?: string }) {
  return (
    <p role="status" className="py-6 text-slate-700">
      <span
        className="mr-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent align-[-2px] motion-reduce:animate-none"
        aria-hidden="true"
      />
      {text}
    </p>
  );
}

export function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
      {text}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-slate-700">{text}</p>;
}

export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="min-w-52 flex-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The search box of a list with how many of its items the search leaves. */
export function SearchBar({
  id,
  label,
  query,
  onQuery,
  shown,
  total,
  ref,
}: {
  id: string;
  label: string;
  query: string;
  onQuery: (query: string) => void;
  shown: number;
  total: number;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="mb-4 flex flex-wrap items-end gap-4">
      <SearchField id={id} label={label} value={query} onChange={onQuery} />
      <p className="pb-2 text-sm text-slate-700" aria-live="polite">
        {shown} of {total} shown
      </p>
    </div>
  );
}

export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-2 max-w-3xl text-slate-700">{children}</div>}
    </div>
  );
}
