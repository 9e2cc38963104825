/**
 * The results grid: one race at a time, a row per entrant with position, time or points and
 * DNS / DNF / DQ, moved around from the keyboard like a spreadsheet (grid-keys.ts); saved per race.
 * Rows left empty are not recorded.
 */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CHAMPIONSHIP_LIMITS, RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { api, everyItem, type ListParams } from '#lib/api-client.ts';
import { failureText } from '#lib/error-text.ts';
import { SelectField } from '../kit/fields';
import { NoticeView } from '../kit/Notice';
import { ErrorMessage, Loading } from '../../ui/status';
import { btnPrimary, card, inputClass, tdClass } from '../../ui/styles';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '../../ui/table';
import { useNotice } from '../kit/hooks/useNotice';
import { moveInGrid } from './grid-keys';

interface Row {
  entryId: string;
  name: string;
  club: string;
  registrationNo: string;
  position: string;
  mark: string;
  outcome: '' | ResultOutcome;
}

type Load = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; rows: Row[] } | { status: 'error'; error: unknown };

const cellClass = `${inputClass} mt-0 min-w-20`;

/** The rows to send, or the first row's problem. */
const rowsToSend = (rows: readonly Row[]) => {
  const send = [];
  for (const row of rows) {
    const position = row.position.trim();
    const mark = row.mark.trim();
    if (position === '' && row.outcome === '' && mark === '') continue;
    const number = Number(position);
    const placed = position !== '' && Number.isInteger(number) && number >= 1 && number <= CHAMPIONSHIP_LIMITS.position;
    if ((position !== '') === (row.outcome !== '') || (position !== '' && !placed)) return { problem: texts.rowError(row.name) };
    send.push({
      entryId: row.entryId,
      ...(placed ? { position: number } : {}),
      ...(mark ? { mark } : {}),
      ...(row.outcome ? { outcome: row.outcome } : {}),
    });
  }
  return { send };
};

export default function ResultsGrid({ eventId, championship }: { eventId: string; championship: PublicChampionship }) {
  const id = useId();
  const [raceId, setRaceId] = useState('');
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    if (!raceId) return setLoad({ status: 'idle' });
    let live = true;
    setLoad({ status: 'loading' });
    clear();
    Promise.all([
      everyItem<Entry>((params: ListParams) => api.entries(eventId, params), { race: raceId, status: 'entered' }),
      api.raceResult(eventId, raceId),
    ]).then(
      ([entrants, result]) => {
        if (!live) return;
        const saved = new Map(result.rows.map((row) => [row.entryId, row]));
        const rows = entrants.map((entry): Row => {
          const row = saved.get(entry._id);
          return {
            entryId: entry._id,
            name: entry.name,
            club: entry.club,
            registrationNo: entry.registrationNo,
            position: row?.position === undefined ? '' : String(row.position),
            mark: row?.mark ?? '',
            outcome: row?.outcome ?? '',
          };
        });
        setLoad({ status: 'ready', rows });
      },
      (error: unknown) => {
        console.error(error);
        if (live) setLoad({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [eventId, raceId, clear]);

  const change = (index: number, field: 'position' | 'mark' | 'outcome', value: string) =>
    setLoad((current) =>
      current.status === 'ready'
        ? { status: 'ready', rows: current.rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)) }
        : current,
    );

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (load.status !== 'ready') return;
    clear();
    const { send, problem } = rowsToSend(load.rows);
    if (problem !== undefined || !send) return show('error', `${texts.saveResultsFailed} ${problem ?? ''}`.trim());
    setBusy(true);
    try {
      const answer = await api.saveResults(eventId, raceId, { rows: send });
      show('success', answer.message);
    } catch (error) {
      show('error', failureText(error, { failed: texts.saveResultsFailed }));
    } finally {
      setBusy(false);
    }
  };

  const { resultColumns: columns } = texts;
  return (
    <div className="grid gap-4">
      <div className="max-w-xl">
        <SelectField
          id={`${id}-race`}
          label={texts.race}
          value={raceId}
          placeholder={texts.chooseRace}
          onChange={setRaceId}
          options={championship.races.map((race) => ({ value: race._id, label: race.name }))}
        />
      </div>
      <NoticeView notice={notice} onDismiss={clear} />
      {load.status === 'loading' && <Loading />}
      {load.status === 'error' && <ErrorMessage>{failureText(load.error, { failed: texts.resultsFailed })}</ErrorMessage>}
      {load.status === 'ready' && load.rows.length === 0 && <p className="text-slate-700">{texts.noEntrants}</p>}
      {load.status === 'ready' && load.rows.length > 0 && (
        <form onSubmit={save} className={card} aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
            {championship.races.find((race) => race._id === raceId)?.name}
          </h3>
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-700">
            {texts.resultsIntro}
          </p>
          <ScrollTable boxClassName="mt-4" onKeyDown={moveInGrid} data-testid="results-grid" aria-describedby={`${id}-help`}>
            <TableHead headings={[columns.name, columns.club, columns.registrationNo, columns.position, columns.mark, columns.outcome]} />
            <tbody className={tbodyClass}>
              {load.rows.map((row, index) => (
                <tr key={row.entryId} data-result-row={row.name}>
                  <RowHeading>{row.name}</RowHeading>
                  <td className={tdClass}>{row.club}</td>
                  <td className={tdClass}>{row.registrationNo}</td>
                  <td className={tdClass}>
                    <input
                      className={cellClass}
                      inputMode="numeric"
                      aria-label={texts.cellLabel(columns.position, row.name)}
                      data-row={index}
                      data-col={0}
                      value={row.position}
                      onChange={(event) => change(index, 'position', event.target.value)}
                    />
                  </td>
                  <td className={tdClass}>
                    <input
                      className={cellClass}
                      aria-label={texts.cellLabel(columns.mark, row.name)}
                      maxLength={CHAMPIONSHIP_LIMITS.mark}
                      data-row={index}
                      data-col={1}
                      value={row.mark}
                      onChange={(event) => change(index, 'mark', event.target.value)}
                    />
                  </td>
                  <td className={tdClass}>
                    <select
                      className={cellClass}
                      aria-label={texts.cellLabel(columns.outcome, row.name)}
                      data-row={index}
                      data-col={2}
                      value={row.outcome}
                      onChange={(event) => change(index, 'outcome', event.target.value)}
                    >
                      <option value="">{texts.noOutcome}</option>
                      {RESULT_OUTCOMES.map((outcome) => (
                        <option key={outcome} value={outcome}>
                          {outcome}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <button type="submit" className={`${btnPrimary} mt-4`} disabled={busy}>
            {busy ? texts.saving : texts.saveResults}
          </button>
        </form>
      )}
    </div>
  );
}
