/** A change refused because the race changed meanwhile: the site's value and this desk's side by side; the official chooses. */
import { placeText } from '#domain/championships/championship.ts';
import { formatTime } from '#domain/common/dates.ts';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { btnPrimary, btnSecondary, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import type { DeskDay, DeskRow, OutboxItem } from './desk-types.ts';

const rowText = (row: DeskRow | undefined) => (row ? `${placeText(row)}${row.mark ? ` · ${row.mark}` : ''}` : '–');

export default function ConflictPanel({
  item,
  day,
  onSettle,
}: {
  item: OutboxItem;
  day: DeskDay;
  onSettle: (choice: 'theirs' | 'mine') => void;
}) {
  const race = day.races.find((one) => one.raceId === item.raceId);
  const conflict = item.conflict;
  if (!race || !conflict) return null;
  const { current, sent } = conflict;
  const results = item.kind === 'results';
  const cell = (value: { rows?: DeskRow[]; present?: string[] }, entryId: string) =>
    results ? rowText(value.rows?.find((row) => row.entryId === entryId)) : value.present?.includes(entryId) ? texts.present : '–';
  return (
    <section
      className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4"
      aria-labelledby={`conflict-${item.seq}`}
      data-testid="desk-conflict"
    >
      <h2 id={`conflict-${item.seq}`} className="text-lg font-bold text-slate-900">
        {texts.conflictTitle}: {race.name}
        {results ? '' : ` (${texts.present.toLowerCase()})`}
      </h2>
      <p className="mt-1 text-slate-900">
        {conflict.message}
        {current.at ? ` (${formatTime(current.at)})` : ''}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Skater</th>
              <th className={thClass}>{texts.conflictTheirs}</th>
              <th className={thClass}>{texts.conflictMine}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-amber-200">
            {race.entrants.map((entrant) => {
              const [theirs, mine] = [cell(current, entrant.entryId), cell(sent, entrant.entryId)];
              return (
                <tr key={entrant.entryId} className={theirs === mine ? '' : 'font-semibold'}>
                  <td className={tdClass}>{entrant.name}</td>
                  <td className={tdClass} data-side="theirs">
                    {theirs}
                  </td>
                  <td className={tdClass} data-side="mine">
                    {mine}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={btnSecondary} onClick={() => onSettle('theirs')}>
          {texts.keepTheirs}
        </button>
        <button type="button" className={btnPrimary} onClick={() => onSettle('mine')}>
          {texts.keepMine}
        </button>
      </div>
    </section>
  );
}
