/**
 * The races of a start list or results sheet, made for a phone first: three narrow columns (place,
 * skater with club beneath, mark) that wrap instead of scrolling sideways. A race without entrants
 * or results is marked so printing leaves it out.
 */
import { markText } from '#domain/championships/championship.ts';
import { championshipTexts as texts } from '#domain/championships/championship-texts.ts';
import type { EventResultsView, RaceView } from '#domain/championships/championship-views.ts';
import type { PublicResultStatus } from '#domain/championships/result-status.ts';
import type { NumberedStartLists } from './sheet-search';
import { card } from '../../ui/styles';
import { Place } from './MedalMark';

const cell = 'px-2 py-2 align-top text-slate-800 sm:px-3';
const head = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3';
const tableClass = 'w-full table-fixed divide-y divide-slate-200 text-sm';

const STATUS_CLASS: Record<PublicResultStatus, string> = {
  provisional: 'bg-amber-100 text-amber-900 ring-amber-300',
  official: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  corrected: 'bg-sky-50 text-sky-900 ring-sky-300',
};

/** "Provisional", "Official" or "Corrected" beside a race's name, its meaning in words for screen readers too. */
function StatusMark({ status }: { status: PublicResultStatus }) {
  return (
    <span
      className={`ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold ring-1 ${STATUS_CLASS[status]}`}
      data-result-status={status}
      title={texts.statusTitles[status]}
    >
      {texts.statusLabels[status]}
      <span className="sr-only">: {texts.statusTitles[status]}</span>
    </span>
  );
}

/** Above the results: which races are provisional, when some are. */
export function ProvisionalNote({ races }: { races: EventResultsView['races'] }) {
  const count = races.filter((race) => race.status === 'provisional').length;
  if (count === 0) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="provisional-note">
      {texts.provisionalSummary(count)}
    </p>
  );
}

function RaceHeading({ race, status }: { race: RaceView; status?: PublicResultStatus | undefined }) {
  return (
    <header className="mb-2 min-w-0">
      <h2 className="text-lg font-bold break-words text-brand-900 sm:text-xl">
        {race.name}
        {status && <StatusMark status={status} />}
      </h2>
      <p className="text-sm break-words text-slate-700">{texts.raceFacts(race)}</p>
    </header>
  );
}

function Skater({ name, club }: { name: string; club: string }) {
  return (
    <>
      <span className="block font-semibold break-words" data-skater-name>
        {name}
      </span>
      <span className="block text-slate-700 break-words">{club}</span>
    </>
  );
}

const sectionClass = (empty: boolean) => `${card} min-w-0 ${empty ? 'print:hidden' : ''}`;

export function StartListRaces({ races }: { races: NumberedStartLists }) {
  const { columns } = texts;
  return races.map((race) => (
    <section
      key={race._id}
      className={sectionClass(race.entrants.length === 0)}
      data-race={race.name}
      data-empty={race.entrants.length === 0 || undefined}
    >
      <RaceHeading race={race} />
      {race.entrants.length === 0 ? (
        <p className="text-slate-700">{texts.noEntrants}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{race.name}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-12`}>
                {columns.number}
              </th>
              <th scope="col" className={head}>
                {columns.skater}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {race.entrants.map((entrant) => (
              <tr key={`${entrant.number}-${entrant.name}`}>
                <td className={cell}>{entrant.number}</td>
                <td className={cell}>
                  <Skater name={entrant.name} club={entrant.club} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  ));
}

export function ResultRaces({ races }: { races: EventResultsView['races'] }) {
  const { columns } = texts;
  return races.map((race) => (
    <section
      key={race._id}
      className={sectionClass(race.results.length === 0)}
      data-race={race.name}
      data-empty={race.results.length === 0 || undefined}
    >
      <RaceHeading race={race} status={race.status} />
      {race.results.length === 0 ? (
        <p className="text-slate-700">{texts.noResults}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{race.name}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-20 sm:w-24`}>
                {columns.position}
              </th>
              <th scope="col" className={head}>
                {columns.skater}
              </th>
              <th scope="col" className={`${head} w-24 text-right sm:w-32`}>
                {columns.mark}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {race.results.map((row, index) => (
              <tr key={index}>
                <td className={cell}>
                  <Place position={row.position} outcome={row.outcome} />
                </td>
                <td className={cell}>
                  <Skater name={row.name} club={row.club} />
                </td>
                <td className={`${cell} text-right tabular-nums`}>{markText(row.mark, race.discipline)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  ));
}

/** Medals by club: the club's name wraps, the four counts stay narrow. */
export function MedalTable({ medals }: { medals: EventResultsView['medals'] }) {
  const { columns } = texts;
  const count = `${cell} text-right tabular-nums`;
  const countHead = `${head} w-11 text-right sm:w-16`;
  return (
    <section className={`${card} min-w-0`} data-testid="medal-table">
      <h2 className="mb-2 text-lg font-bold text-brand-900 sm:text-xl">{texts.medalTable}</h2>
      {medals.length === 0 ? (
        <p className="text-slate-700">{texts.noMedals}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{texts.medalTable}</caption>
          <thead>
            <tr>
              <th scope="col" className={head}>
                {columns.club}
              </th>
              {(['gold', 'silver', 'bronze'] as const).map((medal) => (
                <th key={medal} scope="col" className={countHead}>
                  <abbr title={columns[medal]} className="no-underline">
                    {columns.short[medal]}
                  </abbr>
                </th>
              ))}
              <th scope="col" className={countHead}>
                {columns.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {medals.map((club) => (
              <tr key={club.club}>
                <th scope="row" className={`${cell} text-left font-semibold break-words`}>
                  {club.club}
                </th>
                <td className={count}>{club.gold}</td>
                <td className={count}>{club.silver}</td>
                <td className={count}>{club.bronze}</td>
                <td className={`${count} font-semibold`}>{club.gold + club.silver + club.bronze}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
