/**
 * /events/{id}/startlists and /events/{id}/results: every race's entrants, or every race's results
 * with the medal table by club (names and clubs only), printable on A4. Prerendered pages start
 * with the sheet as built and refresh it from the API; the fallback pages (championships the build
 * did not know) load it.
 */
import { useCallback, useEffect, useState } from 'react';
import { RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { championshipTexts as texts } from '#domain/championships/championship-texts.ts';
import type { EventResultsView, RaceView, StartLists } from '#domain/championships/championship-views.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { longUsDate } from '#domain/common/text.ts';
import { api } from '#lib/api-client.ts';
import { isNotFound } from '#lib/error-text.ts';
import { idFromPath } from '#lib/route-id.ts';
import { Empty, ErrorMessage, Loading } from '../../ui/status';
import { btnSecondary, card } from '../../ui/styles';
import { sheetPath } from '../events/EventSignup';
import { SheetTable } from './SheetTable';
import { showRecordTitle } from '#lib/page-title.ts';

export type SheetKind = 'startlists' | 'results';

export type Data = { kind: 'startlists'; sheet: StartLists } | { kind: 'results'; sheet: EventResultsView };
type State =
  { status: 'loading' } | { status: 'ready'; event: Event | undefined; data: Data } | { status: 'missing' } | { status: 'error' };

const isOutcome = (text: string): text is ResultOutcome => (RESULT_OUTCOMES as readonly string[]).includes(text);

function RaceHeading({ race }: { race: RaceView }) {
  return (
    <header className="mb-2">
      <h2 className="text-xl font-bold text-brand-900">{race.name}</h2>
      <p className="text-sm text-slate-700">{texts.raceFacts(race)}</p>
    </header>
  );
}

function StartListRaces({ sheet }: { sheet: StartLists }) {
  const { columns } = texts;
  return sheet.races.map((race) => (
    <section key={race._id} className={card} data-race={race.name}>
      <RaceHeading race={race} />
      {race.entrants.length === 0 ? (
        <p className="text-slate-700">{texts.noEntrants}</p>
      ) : (
        <SheetTable
          caption={race.name}
          headings={[columns.number, columns.name, columns.club]}
          rows={race.entrants.map((entrant, index) => [index + 1, entrant.name, entrant.club])}
        />
      )}
    </section>
  ));
}

function Placing({ text }: { text: string }) {
  return isOutcome(text) ? <abbr title={texts.outcomeNames[text]}>{text}</abbr> : <>{text}</>;
}

function ResultRaces({ sheet }: { sheet: EventResultsView }) {
  const { columns } = texts;
  return (
    <>
      <section className={card} data-testid="medal-table">
        <h2 className="mb-2 text-xl font-bold text-brand-900">{texts.medalTable}</h2>
        {sheet.medals.length === 0 ? (
          <p className="text-slate-700">{texts.noMedals}</p>
        ) : (
          <SheetTable
            caption={texts.medalTable}
            headings={[columns.club, columns.gold, columns.silver, columns.bronze, columns.total]}
            rows={sheet.medals.map((club) => [club.club, club.gold, club.silver, club.bronze, club.gold + club.silver + club.bronze])}
          />
        )}
      </section>
      {sheet.races.map((race) => (
        <section key={race._id} className={card} data-race={race.name}>
          <RaceHeading race={race} />
          {race.results.length === 0 ? (
            <p className="text-slate-700">{texts.noResults}</p>
          ) : (
            <SheetTable
              caption={race.name}
              headings={[columns.position, columns.name, columns.club, columns.mark]}
              rows={race.results.map((row) => [
                <Placing key="placing" text={row.position !== undefined ? String(row.position) : (row.outcome ?? '')} />,
                row.name,
                row.club,
                row.mark ?? '',
              ])}
            />
          )}
        </section>
      ))}
    </>
  );
}

export default function ChampionshipSheet({ kind, initial }: { kind: SheetKind; initial?: { event: Event; data: Data } }) {
  const [state, setState] = useState<State>(initial ? { status: 'ready', ...initial } : { status: 'loading' });

  const load = useCallback(() => {
    const eventId = initial?.event._id ?? idFromPath(window.location.pathname, 'events');
    if (!initial) setState({ status: 'loading' });
    const data: Promise<Data> =
      kind === 'startlists'
        ? api.startLists(eventId).then((sheet) => ({ kind, sheet }))
        : api.results(eventId).then((sheet) => ({ kind, sheet }));
    Promise.all([data, api.event(eventId).catch(() => undefined)]).then(
      ([loaded, event]) => {
        setState({ status: 'ready', event: event ?? initial?.event, data: loaded });
        if (initial) return;
        const title = event ? (kind === 'startlists' ? texts.startListsTitle(event.title) : texts.resultsTitle(event.title)) : undefined;
        if (title) showRecordTitle(title);
      },
      (error: unknown) => {
        console.error(error);
        // A prerendered sheet stays when a refresh fails.
        if (!initial || isNotFound(error)) setState({ status: isNotFound(error) ? 'missing' : 'error' });
      },
    );
  }, [kind, initial]);

  useEffect(load, [load]);

  const heading = kind === 'startlists' ? texts.startListsHeading : texts.resultsHeading;
  if (state.status !== 'ready') {
    return (
      <div>
        <h1 className="mb-6 text-3xl font-bold text-brand-900">{heading}</h1>
        {state.status === 'loading' && <Loading label={texts.loadingSheets} />}
        {state.status === 'missing' && <Empty>{texts.notChampionship}</Empty>}
        {state.status === 'error' && (
          <>
            <ErrorMessage>{texts.sheetsFailed}</ErrorMessage>
            <button type="button" className={`${btnSecondary} mt-3`} onClick={load}>
              {texts.retry}
            </button>
          </>
        )}
      </div>
    );
  }

  const { event, data } = state;
  const eventId = data.sheet.eventId;
  return (
    <div data-print-sheet>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900" data-testid="sheet-heading">
            {event ? (kind === 'startlists' ? texts.startListsTitle(event.title) : texts.resultsTitle(event.title)) : heading}
          </h1>
          {event && (
            <p className="mt-1 text-slate-800">
              <time dateTime={event.date}>{longUsDate(event.date)}</time>
              {event.location ? ` · ${event.location}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <a className={btnSecondary} href={`/events/${encodeURIComponent(eventId)}`}>
            {texts.backToEvent}
          </a>
          <a className={btnSecondary} href={sheetPath(eventId, kind === 'startlists' ? 'results' : 'startlists')}>
            {kind === 'startlists' ? texts.resultsLink : texts.startListsLink}
          </a>
          <button type="button" className={btnSecondary} onClick={() => window.print()}>
            {texts.print}
          </button>
        </div>
      </div>
      <div className="mt-6 grid gap-6">
        {data.sheet.races.length === 0 ? (
          <Empty>{texts.noRaces}</Empty>
        ) : data.kind === 'startlists' ? (
          <StartListRaces sheet={data.sheet} />
        ) : (
          <ResultRaces sheet={data.sheet} />
        )}
      </div>
    </div>
  );
}
