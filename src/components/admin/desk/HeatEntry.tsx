/**
 * One race-day heat's results at the desk: its starters in start order, a place or DNS/DNF/DQ and a
 * time each, kept on the device with one button and sent to race day's heat service (which checks
 * them as it checks the race-day screen's).
 */
import { useEffect, useId, useState } from 'react';
import { RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { championshipAdminTexts } from '#domain/championships/championship-texts.ts';
import { btnPrimary, inputClass, labelClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
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
  const [lines, setLines] = useState(() => linesOf(heat));
  const [reason, setReason] = useState('');
  const [kept, setKept] = useState(false);
  const byId = new Map(entrants.map((entrant) => [entrant.entryId, entrant]));
  // Another change of the heat (a conflict settled, a fresh copy) shows at once.
  const shown = JSON.stringify(heat.rows);
  useEffect(() => setLines(linesOf(heat)), [heat.round, heat.heat, shown]);

  const set = (entryId: string, change: Partial<Line>) => {
    setKept(false);
    setLines((current) => ({ ...current, [entryId]: { ...(current[entryId] as Line), ...change } }));
  };
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
              const label = entrant ? `${entrant.name} (${entrant.registrationNo})` : start.entryId;
              return (
                <tr key={start.entryId} data-entry={start.entryId}>
                  <td className={tdClass}>{start.position}</td>
                  <td className={tdClass}>
                    <span className="font-medium">{entrant?.name ?? texts.withdrawn}</span>
                    {entrant && (
                      <span className="block text-xs text-slate-700">
                        {entrant.registrationNo} · {entrant.club}
                      </span>
                    )}
                  </td>
                  <td className={tdClass}>
                    <input
                      aria-label={championshipAdminTexts.cellLabel(texts.place, label)}
                      className={`${inputClass} w-20`}
                      inputMode="numeric"
                      value={line.place}
                      disabled={line.outcome !== ''}
                      onChange={(event) => set(start.entryId, { place: event.target.value.replace(/\D/g, '').slice(0, 3) })}
                    />
                  </td>
                  <td className={tdClass}>
                    <select
                      aria-label={championshipAdminTexts.cellLabel(championshipAdminTexts.resultColumns.outcome, label)}
                      className={`${inputClass} w-24`}
                      value={line.outcome}
                      onChange={(event) => set(start.entryId, { outcome: event.target.value as Line['outcome'], place: '' })}
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
                      aria-label={championshipAdminTexts.cellLabel(texts.time, label)}
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
