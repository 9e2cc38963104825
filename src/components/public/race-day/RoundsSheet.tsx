/**
 * /events/{id}/rounds: every race run in heats and rounds, round by round and heat by heat: the
 * start list (position, bib, name, club) from the moment a round is drawn, then the results with
 * PB or SB beside a best time and Q or q beside who went through. Names and clubs only; laid out to fit a phone without scrolling
 * sideways (the club under the name).
 */
import { useEffect, useState } from 'react';
import { roundsPagePath, type PublicHeat, type PublicHeatResult, type PublicRounds } from '#domain/race-day/public-rounds.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { SheetMessages, SheetWords } from '#components/public/championships/sheet-messages.ts';
import { raceDayRoutes } from '#domain/race-day/race-day.routes.ts';
import { call, undeclaredAnswer } from '#lib/client/call.ts';
import { isNotFound } from '#lib/error-text.ts';
import { idFromPath } from '#lib/route-id.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';

type State = { status: 'loading' } | { status: 'ready'; rounds: PublicRounds } | { status: 'missing' } | { status: 'error' };

const cell = 'px-2 py-1.5 align-top';
const head = `${cell} text-left text-sm font-semibold text-slate-800`;

function Person({ name, club }: { name: string; club: string }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{name}</span>
      <span className="block text-sm text-slate-700">{club}</span>
    </>
  );
}

const markOf = (row: PublicHeatResult, m: SheetMessages): string => {
  if (row.outcome) return row.outcome;
  if (row.points !== undefined) return m.t('rounds.points', { points: row.points });
  if (row.eliminated !== undefined && !row.time) return m.t('rounds.eliminated', { order: row.eliminated });
  return row.time ?? '';
};

/** A heat's table: its results once it has them, its start list before; the same layout either way. */
function HeatTable({ heat, of, level, m }: { heat: PublicHeat; of: number; level: 3 | 4; m: SheetMessages }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const results = heat.status ? (heat.results ?? []) : undefined;
  const rows = results
    ? results.map((row) => ({ first: row.place ?? '', bib: row.bib, name: row.name, club: row.club, last: <Mark row={row} m={m} /> }))
    : heat.starts.map((start) => ({ first: start.position, bib: start.bib, name: start.name, club: start.club }));
  return (
    <section className="mt-4">
      <Heading className="flex flex-wrap items-baseline gap-x-3 font-semibold text-slate-900">
        <span>{of === 1 ? m.t('rounds.oneHeat') : m.t('rounds.heat', { number: heat.number, of })}</span>
        <span className="text-sm font-normal text-slate-700">
          {heat.status ? m.t(`rounds.status.${heat.status}`) : m.t('rounds.startList')}
        </span>
      </Heading>
      <table className="mt-1 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className={head}>
              {m.t(results ? 'rounds.column.place' : 'rounds.column.position')}
            </th>
            <th scope="col" className={head}>
              {m.t('rounds.column.bib')}
            </th>
            <th scope="col" className={head}>
              {m.t('rounds.column.skater')}
            </th>
            {results ? (
              <th scope="col" className={`${head} text-right`}>
                {m.t('rounds.column.time')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-200">
              <td className={cell}>{row.first}</td>
              <td className={cell}>{row.bib ?? ''}</td>
              <td className={cell}>
                <Person name={row.name} club={row.club} />
              </td>
              {'last' in row ? <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{row.last}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The time (or points, place of elimination, outcome), PB or SB when it was one (spelled out for
 * screen readers, which do not read an abbreviation's title), and the Q or q of who went through.
 */
function Mark({ row, m }: { row: PublicHeatResult; m: SheetMessages }) {
  return (
    <>
      {markOf(row, m)}
      {row.best ? (
        <>
          <abbr
            title={m.t(`rounds.best.${row.best}`)}
            aria-hidden="true"
            className="ml-2 text-sm font-semibold text-slate-800 no-underline"
          >
            {row.best}
          </abbr>
          <span className="sr-only">{`, ${m.t(`rounds.best.${row.best}`)}`}</span>
        </>
      ) : null}
      {(row.records ?? []).map((tag) => (
        <span key={tag}>
          <abbr title={m.t(`rounds.record.${tag}`)} aria-hidden="true" className="ml-2 text-sm font-bold text-accent-700 no-underline">
            {tag}
          </abbr>
          <span className="sr-only">{`, ${m.t(`rounds.record.${tag}`)}`}</span>
        </span>
      ))}
      {row.qualified ? (
        <abbr title={m.t(`rounds.through.${row.qualified}`)} className="ml-2 font-bold text-brand-800 no-underline">
          {row.qualified}
        </abbr>
      ) : null}
    </>
  );
}

export default function RoundsSheet({ words }: { /** The page's words (the sheets area) in its language. */ words: SheetWords }) {
  const m = messagesIn(words);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [eventId, setEventId] = useState('');
  const [raceId, setRaceId] = useState('');
  useEffect(() => {
    const id = idFromPath(window.location.pathname, 'events');
    // A page that names its race asks for that race only: the answer stays small however many races there are.
    const race = new URLSearchParams(window.location.search).get('race') ?? '';
    setEventId(id);
    setRaceId(race);
    undeclaredAnswer<PublicRounds>(call(raceDayRoutes.rounds, { params: { id }, query: { race } }))
      .then((rounds) => setState({ status: 'ready', rounds }))
      .catch((error: unknown) => setState(isNotFound(error) ? { status: 'missing' } : { status: 'error' }));
  }, []);

  return (
    <article>
      <h1 className="text-3xl font-bold text-slate-900">{m.t('rounds.title')}</h1>
      <p className="mt-2 text-slate-700">{m.t('rounds.intro')}</p>
      <p className="mt-1 text-sm text-slate-700">
        {m.t('rounds.legend')}{' '}
        <a className="text-brand-800 underline hover:no-underline" href={m.path('/records')}>
          {m.t('rounds.recordsLink')}
        </a>
      </p>
      {raceId ? (
        <p className="mt-1 text-slate-700">
          {m.t('rounds.oneRace')} <a href={m.path(roundsPagePath(eventId))}>{m.t('rounds.allRaces')}</a>
        </p>
      ) : null}
      {state.status === 'loading' ? <Loading label={m.t('rounds.loading')} /> : null}
      {state.status === 'error' ? <ErrorMessage className="mt-6">{m.t('rounds.failed')}</ErrorMessage> : null}
      {state.status === 'missing' ? (
        <Empty className="mt-6">
          {m.t('rounds.missing')} <a href={m.path('/events')}>{m.t('rounds.eventsLink')}</a>.
        </Empty>
      ) : null}
      {state.status === 'ready' && state.rounds.races.length === 0 ? (
        <Empty className="mt-6">
          {raceId ? `${m.t('rounds.raceNotDrawn')} ` : null}
          {m.t('rounds.none')} <a href={m.path(`/events/${encodeURIComponent(eventId)}/startlists`)}>{m.t('rounds.startListsLink')}</a>.
        </Empty>
      ) : null}
      {state.status === 'ready'
        ? state.rounds.races.map((race) => (
            <section key={race._id} className="mt-10" aria-labelledby={`race-${race._id}`}>
              <h2 id={`race-${race._id}`} className="text-2xl font-bold text-slate-900">
                {race.name}
              </h2>
              <p className="text-slate-700">
                {m.t('rounds.race', { distance: race.distance, format: m.t(`rounds.format.${race.format}`) })}
              </p>
              {race.rounds.map((round) =>
                race.rounds.length === 1 ? (
                  round.heats.map((heat) => <HeatTable key={heat.number} heat={heat} of={round.heats.length} level={3} m={m} />)
                ) : (
                  <section key={round.number} className="mt-6">
                    <h3 className="text-xl font-semibold text-slate-900">{round.name}</h3>
                    {round.heats.map((heat) => (
                      <HeatTable key={heat.number} heat={heat} of={round.heats.length} level={4} m={m} />
                    ))}
                  </section>
                ),
              )}
            </section>
          ))
        : null}
    </article>
  );
}
