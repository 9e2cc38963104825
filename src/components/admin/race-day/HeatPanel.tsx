/**
 * One heat for the race director: its starters in start-position order with a place, a time and
 * an outcome each, saved as provisional results; then marked official (or back). Once official, a
 * change needs the reason, and one that changes who went through is shown first and applied only
 * when confirmed. A timing file can be imported instead (HeatImport).
 */
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { raceDayAdminTexts as texts } from '#domain/race-day/race-day-admin-texts.ts';
import type { AdminHeat } from '#domain/race-day/race-day-views.ts';
import { ApiError, api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { TextField } from '#components/admin/kit/fields.tsx';
import { btnPrimary, btnSecondary, inputClass, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import HeatImport, { type HeatAt } from './HeatImport.tsx';

interface Line {
  place: string;
  time: string;
  outcome: ResultOutcome | '';
}

type NextStep = { href: string; label: string };

const linesOf = (heat: AdminHeat): Record<string, Line> =>
  Object.fromEntries(
    heat.starts.map((start) => {
      const row = heat.rows.find((item) => item.entryId === start.entryId);
      return [
        start.entryId,
        { place: row?.place === undefined || row.outcome ? '' : String(row.place), time: row?.time ?? '', outcome: row?.outcome ?? '' },
      ];
    }),
  );

/** The rows to send: every starter given a place, a time or an outcome (an empty line is no result). */
const rowsOf = (lines: Record<string, Line>) =>
  Object.entries(lines)
    .filter(([, line]) => line.place.trim() !== '' || line.time.trim() !== '' || line.outcome !== '')
    .map(([entryId, line]) => ({
      entryId,
      ...(line.outcome === '' && line.place.trim() !== '' ? { place: Number(line.place) } : {}),
      ...(line.time.trim() === '' ? {} : { time: line.time.trim() }),
      ...(line.outcome === '' ? {} : { outcome: line.outcome }),
    }));

export default function HeatPanel({
  at,
  heat,
  of,
  nextStep,
  onDone,
  onFailed,
  onClear,
}: {
  at: HeatAt;
  heat: AdminHeat;
  of: number;
  nextStep: NextStep;
  onDone: (message: string, nextStep?: NextStep, more?: ReactNode) => void;
  onFailed: (text: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [lines, setLines] = useState(() => linesOf(heat));
  const [reason, setReason] = useState('');
  const [changes, setChanges] = useState<{ message: string; items: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const official = heat.status === 'official';
  const set = (entryId: string, change: Partial<Line>) =>
    setLines((current) => ({ ...current, [entryId]: { ...(current[entryId] ?? { place: '', time: '', outcome: '' }), ...change } }));

  const save = async (confirm = false) => {
    const rows = rowsOf(lines);
    if (rows.length === 0) return onFailed(texts.nothingEntered);
    setBusy(true);
    onClear();
    try {
      const answer = await api.saveHeat(at, { rows, ...(official ? { reason } : {}), ...(confirm ? { confirm: true } : {}) });
      setChanges(null);
      onDone(answer.message, official ? undefined : { href: `#${id}-status`, label: texts.nextOfficial });
    } catch (error) {
      // A correction that changes who went through: its changes are shown, and applied only when confirmed.
      if (error instanceof ApiError && error.status === 409 && error.errors.length > 0)
        setChanges({ message: error.message, items: error.errors });
      else onFailed(failureText(error, { failed: texts.saveFailed }));
    } finally {
      setBusy(false);
    }
  };

  const mark = async (status: 'official' | 'provisional') => {
    setBusy(true);
    onClear();
    try {
      const answer = await api.setHeatStatus(at, status);
      onDone(answer.message, status === 'official' ? nextStep : undefined);
    } catch (error) {
      onFailed(failureText(error, { failed: texts.statusFailed }));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const { heatColumns: columns } = texts;
  return (
    <article className="grid gap-3 rounded-md border border-slate-200 p-3 sm:p-4" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-bold text-brand-900">
        {texts.heatHeading(heat.number, of)} · <span className="font-semibold">{texts.status[heat.status ?? 'none']}</span>
      </h4>
      <form onSubmit={submit} className="grid gap-3">
        <ScrollTable>
          <TableHead headings={[columns.position, columns.bib, columns.name, columns.place, columns.time, columns.outcome]} />
          <tbody className={tbodyClass}>
            {heat.starts.map((start) => {
              const line = lines[start.entryId] ?? { place: '', time: '', outcome: '' };
              return (
                <tr key={start.entryId}>
                  <td className={`${tdClass} tabular-nums`}>{start.position}</td>
                  <td className={`${tdClass} tabular-nums`}>{start.bib ?? ''}</td>
                  <RowHeading>
                    {start.name}
                    <span className="block text-sm font-normal text-slate-700">{start.club}</span>
                  </RowHeading>
                  <td className={tdClass}>
                    <input
                      className={`${inputClass} w-16`}
                      inputMode="numeric"
                      aria-label={texts.placeLabel(start.name)}
                      value={line.place}
                      disabled={line.outcome !== ''}
                      onChange={(change) => set(start.entryId, { place: change.target.value })}
                    />
                  </td>
                  <td className={tdClass}>
                    <input
                      className={`${inputClass} w-24`}
                      inputMode="decimal"
                      aria-label={texts.timeLabel(start.name)}
                      value={line.time}
                      onChange={(change) => set(start.entryId, { time: change.target.value })}
                    />
                  </td>
                  <td className={tdClass}>
                    <select
                      className={`${inputClass} w-32`}
                      aria-label={texts.outcomeLabel(start.name)}
                      value={line.outcome}
                      onChange={(change) => set(start.entryId, { outcome: change.target.value as Line['outcome'] })}
                    >
                      <option value="">{texts.finished}</option>
                      {RESULT_OUTCOMES.map((outcome) => (
                        <option key={outcome} value={outcome}>
                          {outcome}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
        {official && (
          <div className="max-w-xl">
            <TextField id={`${id}-reason`} label={texts.reason} value={reason} max={300} onChange={setReason} required />
          </div>
        )}
        {changes && (
          <div className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300" role="alert">
            <p className="font-semibold">{changes.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {changes.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <button type="button" className={`${btnPrimary} mt-3`} disabled={busy} onClick={() => void save(true)}>
              {texts.correctionChanges}
            </button>
          </div>
        )}
        <div id={`${id}-status`} className="flex flex-wrap gap-3" tabIndex={-1}>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {texts.saveResults}
          </button>
          {heat.status === 'provisional' && (
            <button type="button" className={btnSecondary} disabled={busy} onClick={() => void mark('official')}>
              {texts.markOfficial}
            </button>
          )}
          {official && (
            <button type="button" className={btnSecondary} disabled={busy} onClick={() => void mark('provisional')}>
              {texts.backToProvisional}
            </button>
          )}
        </div>
      </form>
      {!official && (
        <HeatImport
          at={at}
          onDone={onDone}
          onFailed={onFailed}
          onClear={onClear}
          nextStep={{ href: `#${id}-status`, label: texts.nextOfficial }}
        />
      )}
    </article>
  );
}
