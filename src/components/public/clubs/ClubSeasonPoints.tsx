/** A club's points in each championship of the season, and their total, on the club's page (its words from the page). */
import type { ClubSeason } from '#domain/clubs/club-season.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { ClubPointsWords } from './ClubPointsTable.tsx';
import { card } from '#components/ui/styles.ts';

const cell = 'px-2 py-2 align-top text-slate-800 sm:px-3';
const link = 'font-semibold text-brand-800 underline hover:no-underline';

export default function ClubSeasonPoints({ season, words }: { season: ClubSeason; words: ClubPointsWords }) {
  const m = messagesIn(words);
  const heading = m.t('clubPoints.seasonHeading', { season: `${season.season}` });
  return (
    <section aria-labelledby="club-season" className={`${card} mt-10 min-w-0`} data-testid="club-season">
      <h2 id="club-season" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {season.championships.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {m.t('clubPoints.seasonNone')}{' '}
          <a className={link} href={m.path('/events')}>
            {m.t('clubPoints.seeEvents')}
          </a>
        </p>
      ) : (
        <table className="mt-2 w-full table-fixed divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{heading}</caption>
          <tbody className="divide-y divide-slate-200">
            {season.championships.map((entry) => (
              <tr key={entry.eventId}>
                <th scope="row" className={`${cell} text-left font-normal break-words`}>
                  <a className={link} href={m.path(`/events/${encodeURIComponent(entry.eventId)}/results`)}>
                    {entry.title}
                  </a>{' '}
                  <time className="block text-slate-700" dateTime={entry.date}>
                    {m.date(entry.date)}
                  </time>
                </th>
                <td className={`${cell} w-20 text-right font-semibold tabular-nums`}>{entry.points}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${cell} text-left`}>
                {m.t('clubPoints.seasonTotal')}
              </th>
              <td className={`${cell} text-right font-bold tabular-nums`}>{season.total}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
