/**
 * /events/{id}/startlists and /events/{id}/results: every race's entrants, or every race's results
 * with the medal table by club (names and clubs only), printable on A4. Prerendered pages start
 * with the sheet as built and refresh it from the API; the fallback pages (championships the build
 * did not know) load it.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { site } from '#config/site.ts';
import type { EventResultsView, StartLists } from '#domain/championships/championship-views.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { SheetMessages, SheetWords } from './sheet-messages.ts';
import { championshipsApi } from '#lib/client/championships.ts';
import { eventsApi } from '#lib/client/events.ts';
import { isNotFound } from '#lib/error-text.ts';
import { idFromPath } from '#lib/route-id.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import { sheetPath } from '#components/public/events/sheet-path.ts';
import ClubPointsTable, { type ClubPointsWords } from '#components/public/clubs/ClubPointsTable.tsx';
import { EmptyRaces, GroupHeading, JumpList, MedalTable, ProvisionalNote, ResultRaces, StartListRaces } from './SheetRaces.tsx';
import { groupRaces, splitRaces, type AgeGroup } from './sheet-groups.ts';
import { findInResults, findInStartLists } from './sheet-search.ts';
import { showRecordTitle } from '#lib/page-title.ts';
import { today } from '#domain/common/dates.ts';
import type { LiveAnswer } from '#domain/venue/live.ts';
import { pollLive, sheetAt } from './live/live-poll.ts';
import NowRacing, { type LiveWords } from './live/NowRacing.tsx';

export type SheetKind = 'startlists' | 'results';

export type Data = { kind: 'startlists'; sheet: StartLists } | { kind: 'results'; sheet: EventResultsView };
type State =
  { status: 'loading' } | { status: 'ready'; event: Event | undefined; data: Data } | { status: 'missing' } | { status: 'error' };

/** The search box: filters as the visitor types, and says how many races still show. */
function FindSkater({ query, onChange, found, m }: { query: string; onChange: (query: string) => void; found: number; m: SheetMessages }) {
  const id = useId();
  return (
    <div className="mt-6 max-w-md" data-print-hide role="search">
      <label htmlFor={id} className={labelClass}>
        {m.t('sheet.findSkater')}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {m.t('sheet.findSkaterHint')}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800" role="status">
        {query.trim() === '' ? '' : found === 0 ? m.t('sheet.foundNone') : m.t('sheet.found', { count: found })}
      </p>
    </div>
  );
}

/**
 * Searching: the races that still hold someone, in one list. Otherwise: the jump list, then only the
 * races that hold something, grouped by age category and discipline, and the others collapsed
 * under one line.
 */
function Races({ data, query, pointsWords, m }: { data: Data; query: string; pointsWords: ClubPointsWords; m: SheetMessages }) {
  const searching = query.trim() !== '';
  if (data.kind === 'startlists') {
    const races = findInStartLists(data.sheet.races, query);
    if (searching) return { found: races.length, view: <StartListRaces races={races} m={m} /> };
    const { shown, empty } = splitRaces(races, (race) => race.entrants.length > 0);
    const ages = groupRaces(shown);
    return {
      found: races.length,
      view: (
        <>
          <JumpList ages={ages} m={m} />
          <Grouped ages={ages} render={(group) => <StartListRaces races={group} level={3} m={m} />} />
          <EmptyRaces races={empty} summary={m.t('sheet.withoutEntrants', { count: empty.length })} />
        </>
      ),
    };
  }
  const races = findInResults(data.sheet.races, query);
  if (searching) return { found: races.length, view: <ResultRaces races={races} m={m} /> };
  const { shown, empty } = splitRaces(races, (race) => race.results.length > 0);
  const ages = groupRaces(shown);
  return {
    found: races.length,
    view: (
      <>
        <ProvisionalNote races={data.sheet.races} m={m} />
        <JumpList ages={ages} m={m} />
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <MedalTable medals={data.sheet.medals} m={m} />
          <ClubPointsTable standings={data.sheet.clubPoints ?? []} words={pointsWords} />
        </div>
        <Grouped ages={ages} render={(group) => <ResultRaces races={group} level={3} m={m} />} />
        <EmptyRaces races={empty} summary={m.t('sheet.withoutResults', { count: empty.length })} />
      </>
    ),
  };
}

/** Each group under its heading (the jump list's targets). */
function Grouped<R>({ ages, render }: { ages: AgeGroup<R>[]; render: (races: R[]) => ReactNode }) {
  return ages.flatMap((age) =>
    age.groups.map((group) => (
      <section key={group.id} aria-labelledby={group.id} className="grid min-w-0 gap-4" data-race-group>
        <GroupHeading id={group.id} ageCategory={group.ageCategory} discipline={group.discipline} />
        {render(group.races)}
      </section>
    )),
  );
}

export default function ChampionshipSheet({
  kind,
  initial,
  pointsWords,
  liveWords,
  words,
}: {
  kind: SheetKind;
  initial?: { event: Event; data: Data };
  /** The club points table's words in the page's language. */
  pointsWords: ClubPointsWords;
  /** The "now racing" line's words in the page's language. */
  liveWords: LiveWords;
  /** The sheet's own words in the page's language. */
  words: SheetWords;
}) {
  const m = messagesIn(words);
  const titleOf = useCallback(
    (title: string) => m.t(kind === 'startlists' ? 'sheet.startListsTitle' : 'sheet.resultsTitle', { title }),
    [m, kind],
  );
  const [state, setState] = useState<State>(initial ? { status: 'ready', ...initial } : { status: 'loading' });
  const [query, setQuery] = useState('');

  const load = useCallback(() => {
    const eventId = initial?.event._id ?? idFromPath(window.location.pathname, 'events');
    if (!initial) setState({ status: 'loading' });
    const data: Promise<Data> =
      kind === 'startlists'
        ? championshipsApi.startLists(eventId).then((sheet) => ({ kind, sheet }))
        : championshipsApi.results(eventId).then((sheet) => ({ kind, sheet }));
    Promise.all([data, eventsApi.event(eventId).catch(() => undefined)]).then(
      ([loaded, event]) => {
        setState({ status: 'ready', event: event ?? initial?.event, data: loaded });
        if (initial) return;
        const title = event ? titleOf(event.title) : undefined;
        if (title) showRecordTitle(title);
      },
      (error: unknown) => {
        console.error(error);
        // A prerendered sheet stays when a refresh fails.
        if (!initial || isNotFound(error)) setState({ status: isNotFound(error) ? 'missing' : 'error' });
      },
    );
  }, [kind, initial, titleOf]);

  useEffect(load, [load]);

  // While the championship runs (its day is today), the sheet follows it: each new live answer
  // (the first too: a prerendered sheet may be older) fetches the sheet at that version and
  // replaces it in place (no reload, no loading state).
  const [live, setLive] = useState<LiveAnswer | undefined>();
  const ready = state.status === 'ready' ? state : undefined;
  const liveEventId = ready?.data.sheet.eventId;
  const raceDay = ready?.event?.date;
  const followed = liveEventId !== undefined && raceDay === today();
  useEffect(() => {
    if (!followed || liveEventId === undefined) return undefined;
    const poll = pollLive(liveEventId, (answer, tag) => {
      setLive(answer);
      const fetched: Promise<Data> =
        kind === 'startlists'
          ? sheetAt<StartLists>(liveEventId, 'startlists', tag).then((sheet) => ({ kind, sheet }))
          : sheetAt<EventResultsView>(liveEventId, 'results', tag).then((sheet) => ({ kind, sheet }));
      fetched.then(
        (data) => setState((current) => (current.status === 'ready' ? { ...current, data } : current)),
        (error: unknown) => console.error(error),
      );
    });
    return poll.stop;
  }, [followed, liveEventId, kind]);

  const heading = m.t(kind === 'startlists' ? 'sheet.startListsHeading' : 'sheet.resultsHeading');
  if (state.status !== 'ready') {
    return (
      <div>
        <h1 className="mb-6 text-3xl font-bold text-brand-900">{heading}</h1>
        {state.status === 'loading' && <Loading label={m.t('sheet.loading')} />}
        {state.status === 'missing' && <Empty>{m.t('sheet.notChampionship')}</Empty>}
        {state.status === 'error' && (
          <>
            <ErrorMessage>{m.t('sheet.failed')}</ErrorMessage>
            <button type="button" className={`${btnSecondary} mt-3`} onClick={load}>
              {m.t('sheet.retry')}
            </button>
          </>
        )}
      </div>
    );
  }

  const { event, data } = state;
  const eventId = data.sheet.eventId;
  const races = Races({ data, query, pointsWords, m });
  return (
    <div data-print-sheet className="min-w-0">
      <p className="mb-2 hidden text-base font-bold text-brand-900 print:block" data-print-only>
        {site.name}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl" data-testid="sheet-heading">
            {event ? titleOf(event.title) : heading}
          </h1>
          {event && (
            <p className="mt-1 text-slate-800">
              <time dateTime={event.date}>{m.date(event.date)}</time>
              {event.location ? ` · ${event.location}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <a className={btnSecondary} href={m.path(`/events/${encodeURIComponent(eventId)}`)}>
            {m.t('sheet.backToEvent')}
          </a>
          <a className={btnSecondary} href={m.path(sheetPath(eventId, kind === 'startlists' ? 'results' : 'startlists'))}>
            {m.t(kind === 'startlists' ? 'sheet.resultsLink' : 'sheet.startListsLink')}
          </a>
          <button type="button" className={btnSecondary} onClick={() => window.print()}>
            {m.t('sheet.print')}
          </button>
        </div>
      </div>
      {followed && <NowRacing answer={live} words={liveWords} />}
      {data.sheet.races.length > 0 && <FindSkater query={query} onChange={setQuery} found={races.found} m={m} />}
      <div className="mt-6 grid min-w-0 gap-6">{data.sheet.races.length === 0 ? <Empty>{m.t('sheet.noRaces')}</Empty> : races.view}</div>
    </div>
  );
}
