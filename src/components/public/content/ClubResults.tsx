/**
 * A club's results on its page: for each of the latest championships, the club's medals and its
 * skaters' places, each skater leading to their page and the championship to its full results.
 */
import { championshipTexts, resultText } from '#domain/championships/championship-texts.ts';
import { formatDate } from '#domain/common/dates.ts';
import { skaterPageTexts as texts, skaterPath } from '#domain/registry/skater-page.ts';
import type { ClubChampionshipResults } from '#lib/club-results.ts';
import { card } from '#components/ui/styles.ts';

export default function ClubResults({ results }: { results: ClubChampionshipResults[] }) {
  return (
    <section aria-labelledby="club-results" className="mt-10" data-testid="club-results">
      <h2 id="club-results" className="text-2xl font-bold text-brand-900">
        {texts.clubResults}
      </h2>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {texts.noClubResults}{' '}
          <a className="font-semibold text-brand-800 underline hover:no-underline" href="/events">
            See the events
          </a>
        </p>
      ) : (
        results.map((championship) => (
          <article key={championship.eventId} className={`${card} mt-4 min-w-0`}>
            <h3 className="text-lg font-bold break-words text-brand-900">
              <a className="underline hover:no-underline" href={`/events/${encodeURIComponent(championship.eventId)}/results`}>
                {championship.eventTitle}
              </a>
            </h3>
            <p className="text-sm text-slate-700">
              <time dateTime={championship.eventDate}>{formatDate(championship.eventDate)}</time> ·{' '}
              {`${championshipTexts.columns.gold} ${championship.medals.gold}, ${championshipTexts.columns.silver} ${championship.medals.silver}, ${championshipTexts.columns.bronze} ${championship.medals.bronze}`}
            </p>
            <ul className="mt-2 grid gap-1 text-slate-800">
              {championship.rows.map((row, index) => (
                <li key={`${row.race}-${row.name}-${index}`} className="min-w-0 break-words">
                  {row.skaterId ? (
                    <a
                      className="font-semibold text-brand-800 underline hover:no-underline"
                      href={skaterPath(row.skaterId)}
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
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={`/events/${encodeURIComponent(championship.eventId)}/results`}
                >
                  {texts.moreClubResults(championship.more)}
                </a>
              </p>
            )}
          </article>
        ))
      )}
    </section>
  );
}
