/**
 * A championship's club points table, beside its medal table: names of clubs and their points only.
 * Its words come from the page (`islandWords(lang, clubPointsWords)`), handed on by the sheet.
 */
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { clubPointsWords } from '#domain/i18n/words-club-points.ts';
import type { ClubPointsRow } from '#domain/clubs/standings.ts';
import { card } from '#components/ui/styles.ts';

const cell = 'px-2 py-2 align-top text-slate-800 sm:px-3';
const head = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3';

export type ClubPointsWords = WordsOf<typeof clubPointsWords>;

export default function ClubPointsTable({ standings, words }: { standings: readonly ClubPointsRow[]; words: ClubPointsWords }) {
  const m = messagesIn(words);
  return (
    <section className={`${card} min-w-0`} data-testid="club-points">
      <h2 className="mb-2 text-lg font-bold text-brand-900 sm:text-xl">{m.t('clubPoints.heading')}</h2>
      <p className="mb-2 text-sm text-slate-700">{m.t('clubPoints.howCounted')}</p>
      {standings.length === 0 ? (
        <p className="text-slate-700">{m.t('clubPoints.none')}</p>
      ) : (
        <table className="w-full table-fixed divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{m.t('clubPoints.heading')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} w-12 sm:w-16`}>
                {m.t('clubPoints.rank')}
              </th>
              <th scope="col" className={head}>
                {m.t('clubPoints.club')}
              </th>
              <th scope="col" className={`${head} w-16 text-right sm:w-20`}>
                {m.t('clubPoints.points')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {standings.map((row, index) => (
              <tr key={row.club}>
                <td className={`${cell} tabular-nums`}>{rankOf(standings, index)}</td>
                <th scope="row" className={`${cell} text-left font-semibold break-words`}>
                  {row.club}
                </th>
                <td className={`${cell} text-right font-semibold tabular-nums`}>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Clubs level on points share a rank (1, 2, 2, 4). */
const rankOf = (standings: readonly ClubPointsRow[], index: number): number =>
  standings.findIndex((row) => row.points === standings[index]?.points) + 1;
