/**
 * The recipients of a bulk message: the skater profiles, filtered by club, event category, age
 * category and a search, with select all (of those shown) and the count of selected addresses.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminSkater } from '../../../../domain/skater.schema';
import { SelectField } from '../../../ui/fields';
import { SearchField } from '../../../ui/list';
import { matchesSearch } from '../../../../lib/search';
import { PagedResults } from '../../../ui/paging';
import { Empty } from '../../../ui/status';
import { card } from '../../../ui/styles';
import { usePaging } from '../../hooks/usePaging';
import { ANY, CategoryFilter, inCategories } from '../../skater-filters';

interface Props {
  skaters: readonly AdminSkater[];
  selected: ReadonlySet<string>;
  onSelect: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  /** How many distinct addresses the selection holds. */
  recipientCount: number;
}

export default function RecipientPicker({ skaters, selected, onSelect, recipientCount }: Props) {
  const id = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const [club, setClub] = useState(ANY);
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const [query, setQuery] = useState('');

  const clubs = [...new Set(skaters.map((skater) => skater.representativeClub).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const filtered = skaters.filter(
    (skater) =>
      (club === ANY || skater.representativeClub === club) &&
      inCategories(skater, category, ageCategory) &&
      matchesSearch(query, [skater.name, skater.email]),
  );
  const paging = usePaging(filtered, 50, `${club}|${category}|${ageCategory}|${query}`);

  const shownSelected = filtered.filter((skater) => selected.has(skater._id)).length;
  const allShownSelected = filtered.length > 0 && shownSelected === filtered.length;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shownSelected > 0 && !allShownSelected;
  }, [shownSelected, allShownSelected]);

  const change = (ids: readonly string[], on: boolean) =>
    onSelect((current) => {
      const next = new Set(current);
      for (const skaterId of ids) {
        if (on) next.add(skaterId);
        else next.delete(skaterId);
      }
      return next;
    });

  return (
    <fieldset className={card}>
      <legend className="sr-only">Recipients</legend>
      <h2 className="text-lg font-bold text-brand-900">Recipients</h2>
      {skaters.length === 0 ? (
        <Empty>No skater profiles yet: there is nobody to write to.</Empty>
      ) : (
        <>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <SelectField
              id={`${id}-club`}
              label="Club"
              value={club}
              onChange={setClub}
              options={[{ value: ANY, label: 'All clubs' }, ...clubs]}
            />
            <CategoryFilter filter="eventCategory" id={`${id}-category`} value={category} onChange={setCategory} />
            <CategoryFilter filter="ageCategory" id={`${id}-age`} value={ageCategory} onChange={setAgeCategory} />
            <SearchField id={`${id}-search`} label="Search by name or e-mail" value={query} onChange={setQuery} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
            <label className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={allShownSelected}
                onChange={(event) =>
                  change(
                    filtered.map((skater) => skater._id),
                    event.target.checked,
                  )
                }
                disabled={filtered.length === 0}
              />
              Select all ({filtered.length} shown)
            </label>
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline hover:no-underline disabled:opacity-60"
              onClick={() => onSelect(() => new Set())}
              disabled={selected.size === 0}
            >
              Clear selection
            </button>
          </div>
          <p className="mt-2 text-sm font-medium text-slate-800" aria-live="polite" data-selected-count>
            {recipientCount} {recipientCount === 1 ? 'recipient' : 'recipients'} selected
          </p>
          <PagedResults paging={paging} emptyText="No skaters match these filters." label="Recipient pages">
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Skaters">
              {paging.pageItems.map((skater) => (
                <li key={skater._id}>
                  <label className="flex cursor-pointer items-start gap-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5 accent-brand-700"
                      checked={selected.has(skater._id)}
                      onChange={(event) => change([skater._id], event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{skater.name}</span>
                      <span className="block text-sm break-words text-slate-700">
                        {skater.email} · {skater.representativeClub} · {skater.eventCategory} · {skater.ageCategory}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </PagedResults>
        </>
      )}
    </fieldset>
  );
}
