/**
 * One race-day heat's results at the desk: its starters in start order, a place or DNS/DNF/DQ and a
 * time each, kept on the device with one button and sent to race day's heat service (which checks
 * them as it checks the race-day screen's).
 */
import { useId, useState } from 'react';
import type { ResultOutcome } from '#domain/championships/championship.ts';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { championshipAdminTexts } from '#domain/championships/championship-texts.ts';
import { inputClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import { KeepLines, OutcomeCell, PlaceCell, SkaterCell, useDeskLines } from './ResultCells.tsx';
import type { DeskEntrant, DeskHeat, HeatRow } from './desk-types.ts';

interface Line {
  place: string;
  outcome: '' | ResultOutcome;
  time: string;
}

const linesOf = (heat: DeskHeat): Record<string, Line> =>
  Object.fromEntries(
    heat.starts.map((start) => {
      const row = heat.rows.find((one) => one.entryId === start.entryId);
      return [start.entryId, { place: row?.place ? String(row.place) : '', outcome: row?.outcome ?? '', time: row?.time ?? '' }];
    }),
  );

const rowsOf = (heat: DeskHeat, lines: Record<string, Line>): HeatRow[] =>
  heat.starts.flatMap(({ entryId }): HeatRow[] => {
    const line = lines[entryId] as Line;
    const place = Number.parseInt(line.place, 10);
    const time = line.time.trim() ? { time: line.time.trim() } : {};
    if (line.outcome) return [{ entryId, outcome: line.outcome, ...time }];
    if (Number.isInteger(place) && place > 0) return [{ entryId, place, ...time }];
    return [];
  });

export const heatLabel = (heat: DeskHeat) => `${heat.roundName}, heat ${heat.heat} of ${heat.heats}`;

export default function HeatEntry({
  heat,
  entrants,
  onKeep,
}: {
  heat: DeskHeat;
  entrants: readonly DeskEntrant[];
  onKeep: (rows: HeatRow[], reason: string) => Promise<void>;
}) {
  const id = useId();
  const { lines, set, kept, setKept } = useDeskLines(() => linesOf(heat), `${heat.round}/${heat.heat}/${JSON.stringify(heat.rows)}`);
  const [reason, setReason] = useState('');
  const byId = new Map(entrants.map((entrant) => [entrant.entryId, entrant]));
  const official = heat.status === 'official' || heat.status === 'corrected';

  return (
    <form
      className="grid gap-4"
      aria-label={heatLabel(heat)}
      onSubmit={(event) => {
        event.preventDefault();
        void onKeep(rowsOf(heat, lines), reason).then(() => setKept(true));
      }}
    >
      <p className="text-sm text-slate-800">
        {heatLabel(heat)}
        {heat.status
          ? ` · ${heat.status === 'provisional' ? texts.provisional : heat.status === 'official' ? texts.official : texts.corrected}`
          : ''}
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{texts.startPosition}</th>
              <th className={thClass}>{texts.skater}</th>
              <th className={thClass}>{texts.place}</th>
              <th className={thClass}>{championshipAdminTexts.resultColumns.outcome}</th>
              <th className={thClass}>{texts.time}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {heat.starts.map((start) => {
              const line = lines[start.entryId] as Line;
              const entrant = byId.get(start.entryId);
              const person = entrant ? `${entrant.name} (${entrant.registrationNo})` : start.entryId;
              return (
                <tr key={start.entryId} data-entry={start.entryId}>
                  <td className={tdClass}>{start.position}</td>
                  {entrant ? <SkaterCell {...entrant} /> : <SkaterCell name={texts.withdrawn} />}
                  <PlaceCell
                    column={texts.place}
                    person={person}
                    value={line.place}
                    digits={3}
                    disabled={line.outcome !== ''}
                    onChange={(place) => set(start.entryId, { place })}
                  />
                  <OutcomeCell person={person} value={line.outcome} onChange={(outcome) => set(start.entryId, { outcome, place: '' })} />
                  <td className={tdClass}>
                    <input
                      aria-label={championshipAdminTexts.cellLabel(texts.time, person)}
                      className={`${inputClass} w-28`}
                      value={line.time}
                      maxLength={20}
                      placeholder="52.31"
                      onChange={(event) => set(start.entryId, { time: event.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <KeepLines id={id} official={official} reason={reason} onReason={setReason} kept={kept} />
    </form>
  );
}
