/**
 * The races of a start list or results sheet, made for a phone first: three narrow columns (place,
 * skater with club beneath, mark) that wrap instead of scrolling sideways. A race without entrants
 * or results is marked so printing leaves it out.
 */
import { markText } from '#domain/championships/championship.ts';
import { championshipTexts as texts } from '#domain/championships/championship-texts.ts';
import type { SheetMessages } from './sheet-messages.ts';
import type { EventResultsView, RaceView } from '#domain/championships/championship-views.ts';
import type { PublicResultStatus } from '#domain/championships/result-status.ts';
import type { NumberedStartLists } from './sheet-search.ts';
import { card } from '#components/ui/styles.ts';
import { Place } from './MedalMark.tsx';
import type { AgeGroup } from './sheet-groups.ts';
import { skaterPath } from '#domain/registry/skater-page.ts';

const cell = 'px-2 py-2 align-top text-slate-800 sm:px-3';
const head = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3';
const tableClass = 'w-full table-fixed divide-y divide-slate-200 text-sm';

const STATUS_CLASS: Record<PublicResultStatus, string> = {
  provisional: 'bg-amber-100 text-amber-900 ring-amber-300',
  official: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  corrected: 'bg-sky-50 text-sky-900 ring-sky-300',
};

/** "Provisional", "Official" or "Corrected" beside a race's name, its meaning in words for screen readers too. */
function StatusMark({ status, m }: { status: PublicResultStatus; m: SheetMessages }) {
  return (
    <span
      className={`ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold ring-1 ${STATUS_CLASS[status]}`}
      data-result-status={status}
      title={m.t(`sheet.statusTitle.${status}`)}
    >
      {m.t(`sheet.status.${status}`)}
      <span className="sr-only">: {m.t(`sheet.statusTitle.${status}`)}</span>
    </span>
  );
}

/** Above the results: which races are provisional, when some are. */
export function ProvisionalNote({ races, m }: { races: EventResultsView['races']; m: SheetMessages }) {
  const count = races.filter((race) => race.status === 'provisional').length;
  if (count === 0) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="provisional-note">
      {m.t('sheet.provisionalSummary', { count })}
    </p>
  );
}

/** A race's heading: h2 in a flat list (a search's races), h3 under its group's heading. */
export type HeadingLevel = 2 | 3;

function RaceHeading({
  race,
  status,
  level,
  m,
}: {
  race: RaceView;
  status?: PublicResultStatus | undefined;
  level: HeadingLevel;
  m: SheetMessages;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className="mb-2 min-w-0">
      <Heading className="text-lg font-bold break-words text-brand-900 sm:text-xl">
        {race.name}
        {status && <StatusMark status={status} m={m} />}
      </Heading>
      <p className="text-sm break-words text-slate-700">{texts.raceFacts(race)}</p>
    </header>
  );
}

/** The skater's name, a link to their page when they have a public one, with the club beneath. */
function Skater({ name, club, skaterId, m }: { name: string; club: string; skaterId?: string | undefined; m: SheetMessages }) {
  return (
    <>
      <span className="block font-semibold break-words" data-skater-name>
        {skaterId ? (
          <a href={m.path(skaterPath(skaterId))} className="text-brand-800 underline hover:no-underline" data-skater-link>
            {name}
          </a>
        ) : (
          name
        )}
      </span>
      <span className="block text-slate-700 break-words">{club}</span>
    </>
  );
}

const sectionClass = (empty: boolean) => `${card} min-w-0 ${empty ? 'print:hidden' : ''}`;

export function StartListRaces({ races, level = 2, m }: { races: NumberedStartLists; level?: HeadingLevel; m: SheetMessages }) {
  return races.map((race) => (
    <section
      key={race._id}
      className={sectionClass(race.entrants.length === 0)}
      data-race={race.name}
      data-empty={race.entrants.length === 0 || undefined}
    >
      <RaceHeading race={race} level={level} m={m} />
      {race.entrants.length === 0 ? (
        <p className="text-slate-700">{m.t('sheet.noEntrants')}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{race.name}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-12`}>
                {m.t('sheet.column.number')}
              </th>
              <th scope="col" className={head}>
                {m.t('sheet.column.skater')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {race.entrants.map((entrant) => (
              <tr key={`${entrant.number}-${entrant.name}`}>
                <td className={cell}>{entrant.number}</td>
                <td className={cell}>
                  <Skater name={entrant.name} club={entrant.club} skaterId={entrant.skaterId} m={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  ));
}

export function ResultRaces({ races, level = 2, m }: { races: EventResultsView['races']; level?: HeadingLevel; m: SheetMessages }) {
  return races.map((race) => (
    <section
      key={race._id}
      className={sectionClass(race.results.length === 0)}
      data-race={race.name}
      data-empty={race.results.length === 0 || undefined}
    >
      <RaceHeading race={race} status={race.status} level={level} m={m} />
      {race.results.length === 0 ? (
        <p className="text-slate-700">{m.t('sheet.noResults')}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{race.name}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-20 sm:w-24`}>
                {m.t('sheet.column.position')}
              </th>
              <th scope="col" className={head}>
                {m.t('sheet.column.skater')}
              </th>
              <th scope="col" className={`${head} w-24 text-right sm:w-32`}>
                {m.t('sheet.column.mark')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {race.results.map((row, index) => (
              <tr key={index}>
                <td className={cell}>
                  <Place position={row.position} outcome={row.outcome} m={m} />
                </td>
                <td className={cell}>
                  <Skater name={row.name} club={row.club} skaterId={row.skaterId} m={m} />
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
export function MedalTable({ medals, m }: { medals: EventResultsView['medals']; m: SheetMessages }) {
  const count = `${cell} text-right tabular-nums`;
  const countHead = `${head} w-11 text-right sm:w-16`;
  return (
    <section className={`${card} min-w-0`} data-testid="medal-table">
      <h2 className="mb-2 text-lg font-bold text-brand-900 sm:text-xl">{m.t('sheet.medalTable')}</h2>
      {medals.length === 0 ? (
        <p className="text-slate-700">{m.t('sheet.noMedals')}</p>
      ) : (
        <table className={tableClass}>
          <caption className="sr-only">{m.t('sheet.medalTable')}</caption>
          <thead>
            <tr>
              <th scope="col" className={head}>
                {m.t('sheet.column.club')}
              </th>
              {(['gold', 'silver', 'bronze'] as const).map((medal) => (
                <th key={medal} scope="col" className={countHead}>
                  <abbr title={m.t(`sheet.column.${medal}`)} className="no-underline">
                    {m.t(`sheet.column.${medal}Short`)}
                  </abbr>
                </th>
              ))}
              <th scope="col" className={countHead}>
                {m.t('sheet.column.total')}
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

/**
 * The top of a long sheet on a phone: every age category with its disciplines, each a link to its
 * group of races, so a parent reaches their child's race without scrolling past every other.
 */
export function JumpList<R>({ ages, m }: { ages: AgeGroup<R>[]; m: SheetMessages }) {
  if (ages.length === 0) return null;
  return (
    <nav aria-labelledby="jump-list" className={`${card} min-w-0`} data-print-hide data-testid="jump-list">
      <h2 id="jump-list" className="mb-2 text-lg font-bold text-brand-900">
        {m.t('sheet.jumpTo')}
      </h2>
      <ul className="grid gap-3">
        {ages.map((age) => (
          <li key={age.ageCategory} className="min-w-0">
            <p className="font-semibold text-slate-900">{age.ageCategory}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {age.groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                  >
                    {group.discipline}
                    <span className="ml-1 font-normal text-slate-700">({m.t('sheet.racesInGroup', { count: group.races.length })})</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One group's heading, the target of the jump list; its races follow under it. */
export function GroupHeading({ id, ageCategory, discipline }: { id: string; ageCategory: string; discipline: string }) {
  return (
    <h2 id={id} className="scroll-mt-32 border-b-2 border-brand-200 pb-1 text-xl font-bold break-words text-brand-900 sm:text-2xl">
      {ageCategory} · {discipline}
    </h2>
  );
}

/** The races that hold nothing yet, under one line that opens them: they no longer fill the phone's screen. */
export function EmptyRaces({ races, summary }: { races: RaceView[]; summary: string }) {
  if (races.length === 0) return null;
  return (
    <details className={`${card} min-w-0 print:hidden`} data-testid="empty-races">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">{summary}</summary>
      <ul className="mt-2 grid gap-1">
        {races.map((race) => (
          <li key={race._id} className="break-words text-slate-800" data-race={race.name} data-empty>
            <span className="font-semibold">{race.name}</span> <span className="text-sm text-slate-700">{texts.raceFacts(race)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
