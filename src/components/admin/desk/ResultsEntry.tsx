/** One race's results at the desk: a place or DNS/DNF/DQ and a time per entrant, kept on the device with one button. */
import { useEffect, useId, useState } from 'react';
import { RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { championshipAdminTexts } from '#domain/championships/championship-texts.ts';
import { btnPrimary, inputClass, labelClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
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
  const [lines, setLines] = useState(() => linesOf(race));
  const [reason, setReason] = useState('');
  const [kept, setKept] = useState(false);
  // Another change of the race (a conflict settled, a fresh copy) shows at once.
  const shown = JSON.stringify(race.results.rows);
  useEffect(() => setLines(linesOf(race)), [race.raceId, shown]);

  const set = (entryId: string, change: Partial<Line>) => {
    setKept(false);
    setLines((current) => ({ ...current, [entryId]: { ...(current[entryId] as Line), ...change } }));
  };
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
              const label = `${entrant.name} (${entrant.registrationNo})`;
              return (
                <tr key={entrant.entryId} data-entry={entrant.entryId}>
                  <td className={tdClass}>
                    <span className="font-medium">{entrant.name}</span>
                    <span className="block text-xs text-slate-700">
                      {entrant.registrationNo} · {entrant.club}
                    </span>
                  </td>
                  <td className={tdClass}>
                    <input
                      aria-label={championshipAdminTexts.cellLabel(columns.position, label)}
                      className={`${inputClass} w-20`}
                      inputMode="numeric"
                      value={line.position}
                      disabled={line.outcome !== ''}
                      onChange={(event) => set(entrant.entryId, { position: event.target.value.replace(/\D/g, '').slice(0, 4) })}
                    />
                  </td>
                  <td className={tdClass}>
                    <select
                      aria-label={championshipAdminTexts.cellLabel(columns.outcome, label)}
                      className={`${inputClass} w-24`}
                      value={line.outcome}
                      onChange={(event) => set(entrant.entryId, { outcome: event.target.value as Line['outcome'], position: '' })}
                    >
                      <option value="">–</option>
                      {RESULT_OUTCOMES.map((outcome) => (
                        <option key={outcome} value={outcome}>
                          {outcome}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={tdClass}>
                    <input
                      aria-label={championshipAdminTexts.cellLabel(columns.mark, label)}
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
      {official && (
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {texts.correctionReason}
          </label>
          <input
            id={`${id}-reason`}
            className={inputClass}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={btnPrimary}>
          {texts.saveResults}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {kept ? `${texts.resultsKept} ${texts.keptOnDevice}` : ''}
        </p>
      </div>
    </form>
  );
}
