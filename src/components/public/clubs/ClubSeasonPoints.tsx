/** A club's points in each championship of the season, and their total, on the club's page. */
import { formatDate } from '#domain/common/dates.ts';
import type { ClubSeason } from '#domain/clubs/club-season.ts';
import { clubStandingsTexts as texts } from '#domain/clubs/standings-texts.ts';
import { card } from '#components/ui/styles.ts';

const cell = 'px-2 py-2 align-top text-slate-800 sm:px-3';
const link = 'font-semibold text-brand-800 underline hover:no-underline';

export default function ClubSeasonPoints({ season }: { season: ClubSeason }) {
  return (
    <section aria-labelledby="club-season" className={`${card} mt-10 min-w-0`} data-testid="club-season">
      <h2 id="club-season" className="text-2xl font-bold text-brand-900">
        {texts.seasonHeading(season.season)}
      </h2>
      {season.championships.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {texts.seasonNone}{' '}
          <a className={link} href="/events">
            See the events
          </a>
        </p>
      ) : (
        <table className="mt-2 w-full table-fixed divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{texts.seasonHeading(season.season)}</caption>
          <tbody className="divide-y divide-slate-200">
            {season.championships.map((entry) => (
              <tr key={entry.eventId}>
                <th scope="row" className={`${cell} text-left font-normal break-words`}>
                  <a className={link} href={`/events/${encodeURIComponent(entry.eventId)}/results`}>
                    {entry.title}
                  </a>{' '}
                  <time className="block text-slate-700" dateTime={entry.date}>
                    {formatDate(entry.date)}
                  </time>
                </th>
                <td className={`${cell} w-20 text-right font-semibold tabular-nums`}>{entry.points}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${cell} text-left`}>
                {texts.seasonTotal}
              </th>
              <td className={`${cell} text-right font-bold tabular-nums`}>{season.total}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
