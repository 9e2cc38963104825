/**
 * A club's results on its page: for each of the latest championships, the club's medals and its
 * skaters' places, each skater leading to their page and the championship to its full results.
 */
import { resultText } from '#domain/championships/championship.ts';
import { skaterPath } from '#domain/registry/skater-page.ts';
import type { Messages } from '#domain/i18n/messages.ts';
import type { ClubChampionshipResults } from '#lib/club-results.ts';
import { card } from '#components/ui/styles.ts';

type ResultsKey =
  'clubsPublic.results' | 'clubsPublic.noResults' | 'clubsPublic.seeEvents' | 'clubsPublic.medals' | 'clubsPublic.moreResults';

export default function ClubResults({ results, m }: { results: ClubChampionshipResults[]; m: Messages<ResultsKey> }) {
  const resultsPath = (eventId: string) => m.path(`/events/${encodeURIComponent(eventId)}/results`);
  return (
    <section aria-labelledby="club-results" className="mt-10" data-testid="club-results">
      <h2 id="club-results" className="text-2xl font-bold text-brand-900">
        {m.t('clubsPublic.results')}
      </h2>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {m.t('clubsPublic.noResults')}{' '}
          <a className="font-semibold text-brand-800 underline hover:no-underline" href={m.path('/events')}>
            {m.t('clubsPublic.seeEvents')}
          </a>
        </p>
      ) : (
        results.map((championship) => (
          <article key={championship.eventId} className={`${card} mt-4 min-w-0`}>
            <h3 className="text-lg font-bold break-words text-brand-900">
              <a className="underline hover:no-underline" href={resultsPath(championship.eventId)}>
                {championship.eventTitle}
              </a>
            </h3>
            <p className="text-sm text-slate-700">
              <time dateTime={championship.eventDate}>{m.date(championship.eventDate)}</time> ·{' '}
              {m.t('clubsPublic.medals', championship.medals)}
            </p>
            <ul className="mt-2 grid gap-1 text-slate-800">
              {championship.rows.map((row, index) => (
                <li key={`${row.race}-${row.name}-${index}`} className="min-w-0 break-words">
                  {row.skaterId ? (
                    <a
                      className="font-semibold text-brand-800 underline hover:no-underline"
                      href={m.path(skaterPath(row.skaterId))}
                      data-skater-link
                    >
                      {row.name}
                    </a>
                  ) : (
                    <span className="font-semibold">{row.name}</span>
                  )}
                  : {row.race}: <strong>{resultText(row)}</strong>
                </li>
              ))}
            </ul>
            {championship.more > 0 && (
              <p className="mt-2">
                <a className="font-semibold text-brand-800 underline hover:no-underline" href={resultsPath(championship.eventId)}>
                  {m.t('clubsPublic.moreResults', { count: championship.more })}
                </a>
              </p>
            )}
          </article>
        ))
      )}
    </section>
  );
}
