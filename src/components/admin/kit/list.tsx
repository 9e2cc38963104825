/** The title of a screen and the search box of a list, with how many items the search leaves. */
import type { ReactNode, Ref } from 'react';
import { inputClass, labelClass } from '#components/ui/styles.ts';

/** What a list shows when its search leaves nothing. */
export const NO_MATCH = 'Nothing matches your search.';

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
