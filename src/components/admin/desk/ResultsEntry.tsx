/** One race's results at the desk: a place or DNS/DNF/DQ and a time per entrant, kept on the device with one button. */
import { useId, useState } from 'react';
import type { ResultOutcome } from '#domain/championships/championship.ts';
import { championshipAdminTexts } from '#domain/championships/championship-texts.ts';
import { inputClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import { KeepLines, OutcomeCell, PlaceCell, SkaterCell, useDeskLines } from './ResultCells.tsx';
import type { DeskRace, DeskRow } from './desk-types.ts';

const columns = championshipAdminTexts.resultColumns;

interface Line {
  position: string;
  outcome: '' | ResultOutcome;
  mark: string;
}

const linesOf = (race: DeskRace): Record<string, Line> =>
  Object.fromEntries(
    race.entrants.map((entrant) => {
      const row = race.results.rows.find((one) => one.entryId === entrant.entryId);
      return [entrant.entryId, { position: row?.position ? String(row.position) : '', outcome: row?.outcome ?? '', mark: row?.mark ?? '' }];
    }),
  );

const rowsOf = (lines: Record<string, Line>): DeskRow[] =>
  Object.entries(lines).flatMap(([entryId, line]): DeskRow[] => {
    const position = Number.parseInt(line.position, 10);
    if (line.outcome) return [{ entryId, outcome: line.outcome, ...(line.mark ? { mark: line.mark } : {}) }];
    if (Number.isInteger(position) && position > 0) return [{ entryId, position, ...(line.mark ? { mark: line.mark } : {}) }];
    return [];
  });

export default function ResultsEntry({ race, onKeep }: { race: DeskRace; onKeep: (rows: DeskRow[], reason: string) => Promise<void> }) {
  const id = useId();
  const { lines, set, kept, setKept } = useDeskLines(() => linesOf(race), `${race.raceId}/${JSON.stringify(race.results.rows)}`);
  const [reason, setReason] = useState('');
  const official = race.results.status === 'official';

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onKeep(rowsOf(lines), reason).then(() => setKept(true));
      }}
    >
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{columns.name}</th>
              <th className={thClass}>{columns.position}</th>
              <th className={thClass}>{columns.outcome}</th>
              <th className={thClass}>{columns.mark}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {race.entrants.map((entrant) => {
              const line = lines[entrant.entryId] as Line;
              const person = `${entrant.name} (${entrant.registrationNo})`;
              return (
                <tr key={entrant.entryId} data-entry={entrant.entryId}>
                  <SkaterCell {...entrant} />
                  <PlaceCell
                    column={columns.position}
                    person={person}
                    value={line.position}
                    digits={4}
                    disabled={line.outcome !== ''}
                    onChange={(position) => set(entrant.entryId, { position })}
                  />
                  <OutcomeCell
                    person={person}
                    value={line.outcome}
                    onChange={(outcome) => set(entrant.entryId, { outcome, position: '' })}
                  />
                  <td className={tdClass}>
                    <input
                      aria-label={championshipAdminTexts.cellLabel(columns.mark, person)}
                      className={`${inputClass} w-28`}
                      value={line.mark}
                      maxLength={30}
                      onChange={(event) => set(entrant.entryId, { mark: event.target.value })}
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
