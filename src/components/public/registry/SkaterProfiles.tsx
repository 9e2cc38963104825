/**
 * /skatersprofile: 'All {count} Skater Profiles', the 'Search Profiles' box (case-insensitive on name,
 * registration number, gender, age and event category and club, searched by the server as the
 * visitor types), filters by club, age category and event category, a table on wide
 * screens and cards on small ones with each skater's registration number, a page at a time. Only
 * approved profiles of the current season are listed (docs/rules.md#profile-approval). Public fields only (docs/rules.md#personal-data). A load failure
 * is only logged and the list is empty.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useId, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '#config/paging.ts';
import { EVENT_CATEGORIES, GENDERS } from '#config/rules.ts';
import { AGE_CATEGORIES } from '#domain/registry/age-category.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import type { RegisteredSkater } from '#domain/registry/registry-types.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { RegistryMessages, RegistryWords } from './registry-messages.ts';
import type { SheetMessages, SheetWords } from '#components/public/championships/sheet-messages.ts';
import { skaterPath } from '#domain/registry/skater-page.ts';
import { avatarDataUrl } from '#lib/avatar.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { Pager } from '#components/ui/paging.tsx';
import { pagerTexts } from '#components/public/common/pager-texts.ts';
import { inputClass } from '#components/ui/styles.ts';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';
import { useSkaterResults } from '#components/public/championships/SkaterResults.tsx';

const COLUMNS = [
  'registry.column.number',
  'registry.column.profile',
  'registry.column.name',
  'registry.column.registrationNo',
  'registry.column.gender',
  'registry.column.eventCategory',
  'registry.column.club',
] as const;

/** A gender as the page's language says it (a value the form does not offer stays as it is). */
const genderText = (m: RegistryMessages, gender: string | undefined): string =>
  gender !== undefined && (GENDERS as readonly string[]).includes(gender)
    ? m.t(`registry.gender.${gender as (typeof GENDERS)[number]}`)
    : (gender ?? '');

function Photo({ skater, size, m }: { skater: RegisteredSkater; size: 48 | 64; m: RegistryMessages }) {
  const box = size === 48 ? 'h-12 w-12' : 'h-16 w-16';
  const avatar = <img src={avatarDataUrl(skater.name)} alt="" width={size} height={size} className={`${box} shrink-0 rounded-full`} />;
  return (
    <FallbackImage
      src={skater.skaterPhoto}
      alt={m.t('registry.photoOf', { name: skater.name })}
      width={size}
      height={size}
      className={`${box} shrink-0 rounded-full object-cover`}
      fallback={avatar}
    />
  );
}

/** The skater's name, leading to their own page. */
function SkaterLink({ skater, m }: { skater: RegisteredSkater; m: RegistryMessages }) {
  return (
    <a href={m.path(skaterPath(skater._id))} className="text-brand-900 underline hover:no-underline" data-skater-link>
      {skater.name}
    </a>
  );
}

/** A row of the wide table; the skater's results open in a row of their own below it. */
function ProfileRow({ skater, number, m, rm }: { skater: RegisteredSkater; number: number; m: RegistryMessages; rm: SheetMessages }) {
  const results = useSkaterResults(skater._id, skater.name, rm);
  return (
    <>
      <tr className="even:bg-slate-50" data-profile-row>
        <td className="px-4 py-3 text-slate-700">{number}</td>
        <td className="px-4 py-2">
          <Photo skater={skater} size={48} m={m} />
          {results.button}
        </td>
        <th scope="row" className="px-4 py-3 font-semibold text-brand-900">
          <SkaterLink skater={skater} m={m} />
        </th>
        <td className="px-4 py-3 font-mono text-sm whitespace-nowrap text-slate-800" data-registration-no>
          {skater.registrationNo ?? ''}
        </td>
        <td className="px-4 py-3 text-slate-800">{genderText(m, skater.gender)}</td>
        <td className="px-4 py-3 text-slate-800">{skater.eventCategory}</td>
        <td className="px-4 py-3 text-slate-800">{skater.representativeClub}</td>
      </tr>
      <tr hidden={!results.open}>
        <td colSpan={7} className="px-4 pb-3">
          {results.panel}
        </td>
      </tr>
    </>
  );
}

function ProfileCard({ skater, number, m, rm }: { skater: RegisteredSkater; number: number; m: RegistryMessages; rm: SheetMessages }) {
  const results = useSkaterResults(skater._id, skater.name, rm);
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-profile-card>
      <div className="flex items-center gap-4">
        <Photo skater={skater} size={64} m={m} />
        <div className="min-w-0">
          <p className="font-bold text-brand-900">
            <span className="sr-only">{number}. </span>
            <SkaterLink skater={skater} m={m} />
          </p>
          {skater.registrationNo && <p className="font-mono text-sm text-slate-700">{skater.registrationNo}</p>}
          <p className="text-sm text-slate-700">{[genderText(m, skater.gender), skater.ageCategory].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-slate-800">{skater.eventCategory}</p>
          <p className="text-sm text-slate-800">{skater.representativeClub}</p>
          {results.button}
        </div>
      </div>
      <div className="mt-2">{results.panel}</div>
    </li>
  );
}

/** One filter of the list: a labelled select whose first option is "all". */
function Filter({
  id,
  label,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function SkaterProfiles({
  initial,
  clubs = [],
  words,
  resultsWords,
}: {
  initial: FirstPage<RegisteredSkater>;
  clubs?: readonly string[];
  words: RegistryWords;
  /** A skater's results' words (the championship sheets' area) in the page's language. */
  resultsWords: SheetWords;
}) {
  const m = messagesIn(words);
  const rm = messagesIn(resultsWords);
  const id = useId();
  const [club, setClub] = useState('');
  const [ageCategory, setAgeCategory] = useState('');
  const [eventCategory, setEventCategory] = useState('');
  const list = usePagedQuery(registryApi.skaters, {
    pageSize: PAGE_SIZE_DEFAULT,
    filters: { club, ageCategory, eventCategory },
    initial,
  });
  // A load failure leaves the list empty; the error itself is in the console.
  const shown = list.status === 'error' ? [] : list.items;
  const start = (list.page - 1) * list.pageSize;
  const searching = list.params.q !== '' || club !== '' || ageCategory !== '' || eventCategory !== '';

  return (
    <div>
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl" data-testid="profiles-heading">
        {m.t('registry.listHeading', { count: list.status === 'error' ? 0 : list.allTotal })}
      </h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="profile-filters">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-slate-800">
            {m.t('registry.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            placeholder={m.t('registry.search')}
            value={list.query}
            onChange={(event) => list.setQuery(event.target.value)}
            aria-controls={`${id}-results`}
            aria-describedby={`${id}-search-hint`}
          />
          <p id={`${id}-search-hint`} className="mt-1 text-sm text-slate-600">
            {m.t('registry.searchHint')}
          </p>
        </div>
        <Filter
          id={`${id}-club`}
          label={m.t('registry.clubFilter')}
          all={m.t('registry.anyClub')}
          options={clubs}
          value={club}
          onChange={setClub}
        />
        <Filter
          id={`${id}-age`}
          label={m.t('registry.ageFilter')}
          all={m.t('registry.anyAge')}
          options={AGE_CATEGORIES}
          value={ageCategory}
          onChange={setAgeCategory}
        />
        <Filter
          id={`${id}-category`}
          label={m.t('registry.categoryFilter')}
          all={m.t('registry.anyCategory')}
          options={EVENT_CATEGORIES}
          value={eventCategory}
          onChange={setEventCategory}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {searching && list.status === 'ready' ? m.t('registry.matches', { count: list.total }) : ''}
      </p>

      <div id={`${id}-results`} className="mt-6">
        {shown.length === 0 && list.status !== 'loading' && (
          <p className="rounded-md bg-white px-4 py-8 text-center text-slate-700 shadow-sm">{m.t('registry.noProfiles')}</p>
        )}
        {shown.length > 0 && (
          <>
            <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:block">
              <table className="min-w-full text-left" data-testid="profiles-table">
                <caption className="sr-only">{m.t('registry.profilesTitle')}</caption>
                <thead className="bg-brand-900 text-white">
                  <tr>
                    {COLUMNS.map((heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 text-sm font-semibold">
                        {m.t(heading)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {shown.map((skater, index) => (
                    <ProfileRow key={skater._id} skater={skater} number={start + index + 1} m={m} rm={rm} />
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 md:hidden" data-testid="profiles-cards">
              {shown.map((skater, index) => (
                <ProfileCard key={skater._id} skater={skater} number={start + index + 1} m={m} rm={rm} />
              ))}
            </ul>
          </>
        )}
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          start={start}
          shown={shown.length}
          total={list.status === 'error' ? 0 : list.total}
          onPage={list.setPage}
          label={m.t('registry.profilePages')}
          texts={pagerTexts(m)}
        />
      </div>
    </div>
  );
}
