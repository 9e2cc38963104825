/**
 * A heat's results from the timing system: a FinishLynx `.lif`, or a chip file with its tag list,
 * minimum lap time and clock offset. They land as provisional; every line the server could not
 * match to a skater of the heat is listed with its number and why.
 */
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { raceDayAdminTexts as texts } from '#domain/race-day/race-day-admin-texts.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { SelectField, TextField } from '#components/admin/kit/fields.tsx';
import { btnPrimary, inputClass, labelClass } from '#components/ui/styles.ts';

export interface HeatAt {
  eventId: string;
  raceId: string;
  round: number;
  heat: number;
}

const FORMATS = ['lif', 'chip'] as const;

function FileField({ id, label, onText }: { id: string; label: string; onText: (text: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".lif,.csv,.txt,text/plain,text/csv"
        className={inputClass}
        onChange={(change) => {
          const file = change.target.files?.[0];
          if (file) void file.text().then(onText);
          else onText('');
        }}
      />
    </div>
  );
}

export default function HeatImport({
  at,
  nextStep,
  onDone,
  onFailed,
  onClear,
}: {
  at: HeatAt;
  nextStep: { href: string; label: string };
  onDone: (message: string, nextStep?: { href: string; label: string }, more?: ReactNode) => void;
  onFailed: (text: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('lif');
  const [file, setFile] = useState('');
  const [tags, setTags] = useState('');
  const [minLap, setMinLap] = useState('');
  const [offset, setOffset] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === '') return onFailed(texts.chooseFile);
    setBusy(true);
    onClear();
    try {
      const answer = await api.importHeat(at, {
        format,
        file,
        ...(format === 'chip'
          ? {
              tags,
              ...(minLap.trim() === '' ? {} : { minLapSeconds: Number(minLap) }),
              ...(offset.trim() === '' ? {} : { offsetSeconds: Number(offset) }),
            }
          : {}),
      });
      // Listed in the screen's notice: the heat is read again after an import, and this form with it.
      onDone(
        answer.message,
        nextStep,
        answer.unmatched.length > 0 ? (
          <>
            <p className="font-semibold">{texts.unmatchedHeading}</p>
            <ul className="list-disc pl-5" data-testid="unmatched-lines">
              {answer.unmatched.map((item) => (
                <li key={item.line}>{texts.unmatchedLine(item.line, item.text, item.reason)}</li>
              ))}
            </ul>
          </>
        ) : undefined,
      );
    } catch (error) {
      onFailed(failureText(error, { failed: texts.importFailed }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="rounded-md bg-slate-50 p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">{texts.importHeading}</summary>
      <form onSubmit={send} className="mt-3 grid gap-3">
        <div className="max-w-sm">
          <SelectField
            id={`${id}-format`}
            label={texts.importFormat}
            value={format}
            options={FORMATS.map((value) => ({ value, label: texts.importFormats[value] ?? value }))}
            onChange={(value) => setFormat(value as (typeof FORMATS)[number])}
          />
        </div>
        <FileField id={`${id}-file`} label={texts.file} onText={setFile} />
        {format === 'chip' && (
          <>
            <FileField id={`${id}-tags`} label={texts.tags} onText={setTags} />
            <div className="grid max-w-sm gap-3 sm:grid-cols-2">
              <TextField id={`${id}-min-lap`} label={texts.minLap} value={minLap} inputMode="numeric" onChange={setMinLap} />
              <TextField id={`${id}-offset`} label={texts.offset} value={offset} inputMode="numeric" onChange={setOffset} />
            </div>
          </>
        )}
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {texts.importButton}
          </button>
        </div>
      </form>
    </details>
  );
}
