/**
 * The recipients of a bulk message: the skater profiles a page at a time, filtered by club, event
 * category, age category, registry status, season and a search (all done by the server), with select all (of everyone the
 * filters match, read a page at a time when asked) and the count of selected addresses.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { bulkMessageTexts } from '#domain/messages/bulk-message.ts';
import { statusLabel } from '#domain/registry/registry.ts';
import type { RegistrySkater } from '#domain/registry/registry-types.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { SearchField } from '#components/admin/kit/list.tsx';
import { PagedResults, pagingOf } from '#components/ui/paging.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { card } from '#components/ui/styles.ts';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';
import { ANY, CategoryFilter, SeasonFilter, StatusFilterSelect } from '#components/admin/registry/skater-filters.tsx';

/** The selection: each chosen skater's id and e-mail address. */
export type Selection = ReadonlyMap<string, string>;

/**
 * Up to this many matches, everyone the filters match is read as soon as something is selected,
 * so that 'Select all' shows whether they all are; beyond, it knows once it has been used.
 */
const MATCHES_READ_AHEAD = 500;

interface Props {
  selected: Selection;
  onSelect: (update: (current: Selection) => Selection) => void;
  /** How many distinct addresses the selection holds. */
  recipientCount: number;
}

export default function RecipientPicker({ selected, onSelect, recipientCount }: Props) {
  const id = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const [club, setClub] = useState(ANY);
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const [status, setStatus] = useState(ANY);
  const [season, setSeason] = useState(ANY);
  const [clubs, setClubs] = useState<string[]>([]);
  const list = usePagedQuery(api.adminSkaters, { pageSize: 50, filters: { club, eventCategory: category, ageCategory, status, season } });
  // Everyone matching each set of filters read so far: id → e-mail address.
  const [matches, setMatches] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  // What 'Select all' was just set to, shown at once while everyone matching is read.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const criteria = JSON.stringify(list.params);
  const matching = matches.get(criteria);

  useEffect(() => {
    api.skaterClubs().then(
      ({ clubs: named }) => setClubs(named.map((entry) => entry.name)),
      (error: unknown) => console.error(error),
    );
  }, []);

  const readMatches = async (): Promise<ReadonlyMap<string, string>> => {
    if (matching) return matching;
    const params = list.params;
    const everyone = await everyItem(api.adminSkaters, params);
    const found = new Map(everyone.map((skater: RegistrySkater) => [skater._id, skater.email]));
    setMatches((current) => new Map(current).set(JSON.stringify(params), found));
    return found;
  };

  const shortList = list.status === 'ready' && list.total <= MATCHES_READ_AHEAD;
  useEffect(() => {
    if (!matching && selected.size > 0 && shortList && !list.pending) void readMatches().catch((error: unknown) => console.error(error));
    // readMatches reads the current filters; it runs again when they change.
  }, [criteria, selected.size > 0, shortList, list.pending]);

  const known = matching ? [...matching.keys()] : list.items.map((skater) => skater._id);
  const shownSelected = known.filter((skaterId) => selected.has(skaterId)).length;
  const allShownSelected = matching !== undefined && known.length > 0 && shownSelected === known.length;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shownSelected > 0 && !allShownSelected;
  }, [shownSelected, allShownSelected]);

  const change = (skaters: ReadonlyMap<string, string>, on: boolean) =>
    onSelect((current) => {
      const next = new Map(current);
      for (const [skaterId, email] of skaters) {
        if (on) next.set(skaterId, email);
        else next.delete(skaterId);
      }
      return next;
    });

  const selectAll = async (on: boolean) => {
    setChoosing(on);
    try {
      change(await readMatches(), on);
    } catch (error) {
      console.error(error);
    } finally {
      setChoosing(null);
    }
  };

  return (
    <fieldset className={card}>
      <legend className="sr-only">Recipients</legend>
      <h2 className="text-lg font-bold text-brand-900">Recipients</h2>
      {list.status === 'loading' ? (
        <Loading label="Loading recipients…" />
      ) : list.status === 'error' && list.items.length === 0 ? (
        <ErrorMessage>{bulkMessageTexts.fetchUsersFailed}</ErrorMessage>
      ) : list.allTotal === 0 && list.items.length === 0 ? (
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
            <StatusFilterSelect id={`${id}-status`} value={status} onChange={setStatus} />
            <SeasonFilter id={`${id}-season`} value={season} onChange={setSeason} />
            <SearchField id={`${id}-search`} label="Search by name or e-mail" value={list.query} onChange={list.setQuery} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
            <label className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={choosing ?? allShownSelected}
                onChange={(event) => void selectAll(event.target.checked)}
                disabled={list.total === 0 || choosing !== null || list.pending}
              />
              Select all ({list.total} shown)
            </label>
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline hover:no-underline disabled:opacity-60"
              onClick={() => onSelect(() => new Map())}
              disabled={selected.size === 0}
            >
              Clear selection
            </button>
          </div>
          <p className="mt-2 text-sm font-medium text-slate-800" aria-live="polite" data-selected-count>
            {recipientCount} {recipientCount === 1 ? 'recipient' : 'recipients'} selected
          </p>
          {list.status === 'error' && <ErrorMessage className="mt-2">{bulkMessageTexts.fetchUsersFailed}</ErrorMessage>}
          <PagedResults paging={pagingOf(list)} emptyText="No skaters match these filters." label="Recipient pages">
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Skaters" aria-busy={list.pending}>
              {list.items.map((skater) => (
                <li key={skater._id}>
                  <label className="flex cursor-pointer items-start gap-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5 accent-brand-700"
                      checked={selected.has(skater._id)}
                      onChange={(event) => change(new Map([[skater._id, skater.email]]), event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{skater.name}</span>
                      <span className="block text-sm break-words text-slate-700">
                        {skater.email} · {skater.representativeClub} · {skater.eventCategory} · {skater.ageCategory} ·{' '}
                        {statusLabel(skater.status, skater.lapsed)} {skater.season}
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
