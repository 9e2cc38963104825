/**
 * The parts the desk's two result forms share (a race's results, a race-day heat's): the lines
 * being typed and whether they are kept, the skater's cell, a place typed in digits, the
 * DNS/DNF/DQ choice, and the correction reason with the button that keeps the lines on the device.
 */
import { useEffect, useState } from 'react';
import { RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { championshipAdminTexts } from '#domain/championships/championship-texts.ts';
import { btnPrimary, inputClass, labelClass, tdClass } from '#components/ui/styles.ts';

/**
 * The lines of one form by entry, made afresh from `make` whenever `shown` (the stored rows as
 * text) changes, so that a conflict settled or a fresh copy shows at once; `kept` says whether the
 * lines on screen are the ones kept on the device.
 */
export const useDeskLines = <Line extends object>(make: () => Record<string, Line>, shown: string) => {
  const [lines, setLines] = useState(make);
  const [kept, setKept] = useState(false);
  useEffect(() => setLines(make()), [shown]);
  const set = (entryId: string, change: Partial<Line>) => {
    setKept(false);
    setLines((current) => ({ ...current, [entryId]: { ...(current[entryId] as Line), ...change } }));
  };
  return { lines, set, kept, setKept };
};

export function SkaterCell({ name, registrationNo, club }: { name: string; registrationNo?: string; club?: string }) {
  return (
    <td className={tdClass}>
      <span className="font-medium">{name}</span>
      {registrationNo !== undefined && (
        <span className="block text-xs text-slate-700">
          {registrationNo} · {club}
        </span>
      )}
    </td>
  );
}

/** A place or position, digits only (at most `digits` of them), closed while an outcome is chosen. */
export function PlaceCell(props: {
  column: string;
  person: string;
  value: string;
  digits: number;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <td className={tdClass}>
      <input
        aria-label={championshipAdminTexts.cellLabel(props.column, props.person)}
        className={`${inputClass} w-20`}
        inputMode="numeric"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value.replace(/\D/g, '').slice(0, props.digits))}
      />
    </td>
  );
}

export function OutcomeCell(props: { person: string; value: '' | ResultOutcome; onChange: (value: '' | ResultOutcome) => void }) {
  const column = championshipAdminTexts.resultColumns.outcome;
  return (
    <td className={tdClass}>
      <select
        aria-label={championshipAdminTexts.cellLabel(column, props.person)}
        className={`${inputClass} w-24`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as '' | ResultOutcome)}
      >
        <option value="">–</option>
        {RESULT_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {outcome}
          </option>
        ))}
      </select>
    </td>
  );
}

/** Below the table: the reason for a correction (official results only), then the keep button and what became of it. */
export function KeepLines(props: { id: string; official: boolean; reason: string; onReason: (reason: string) => void; kept: boolean }) {
  return (
    <>
      {props.official && (
        <div>
          <label htmlFor={`${props.id}-reason`} className={labelClass}>
            {texts.correctionReason}
          </label>
          <input
            id={`${props.id}-reason`}
            className={inputClass}
            value={props.reason}
            maxLength={300}
            onChange={(event) => props.onReason(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={btnPrimary}>
          {texts.saveResults}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {props.kept ? `${texts.resultsKept} ${texts.keptOnDevice}` : ''}
        </p>
      </div>
    </>
  );
}
