/**
 * The results grid: one race at a time, a row per entrant with position, time or points and
 * DNS / DNF / DQ, moved around from the keyboard like a spreadsheet (grid-keys.ts); saved per race.
 * Marks are read as they are typed (result-rows.ts, marks.ts): one that cannot be read is marked
 * at once, and written in its one form when its cell is left; what must be put right stops the
 * save, ties and missing places are said before it. "Rank by time" fills positions from the marks.
 * Rows left empty are not recorded. Above the grid, how final the saved results are, and "Mark
 * official"; official results change only with a reason. The race picker says of each race how
 * many are entered and whether results are saved and how final (one request for all races).
 * Before the race's day a note says so, saving asks first, and "Mark official" is refused at
 * once, without its confirmation (the server refuses it too).
 */
import { useEffect, useId, useMemo, useState, type SyntheticEvent } from 'react';
import { CHAMPIONSHIP_LIMITS, RESULT_OUTCOMES } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship, RaceSummariesView } from '#domain/championships/championship-views.ts';
import { resultStatusMessages } from '#domain/championships/result-status.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { markKindOf, readMark } from '#domain/championships/marks.ts';
import { checkRows, rankByMark, rowsToSave, type GridRow } from '#domain/championships/result-rows.ts';
import { api, everyItem, type ListParams } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { SelectField, TextAreaField } from '#components/admin/kit/fields.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card, errorTextClass, inputClass, messageClass, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { useConfirm } from '#components/admin/kit/hooks/useConfirm.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { editOnClick, moveInGrid, stopEditingOnBlur } from './grid-keys.ts';
import ResultChecks from './ResultChecks.tsx';
import ResultsStatus, { type SavedStatus } from './ResultsStatus.tsx';

interface Row extends GridRow {
  club: string;
  registrationNo: string;
}

type Load =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; rows: Row[]; saved: SavedStatus } | { status: 'error'; error: unknown };

const cellClass = `${inputClass} mt-0 min-w-20 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700`;

export default function ResultsGrid({ eventId, championship }: { eventId: string; championship: PublicChampionship }) {
  const id = useId();
  const [raceId, setRaceId] = useState('');
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [reason, setReason] = useState('');
  /** Rows whose cells have been left (or all, once a save was tried): their problems are shown. */
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [reloads, setReloads] = useState(0);
  const [summaries, setSummaries] = useState<RaceSummariesView | 'failed' | null>(null);
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();
  const race = championship.races.find((candidate) => candidate._id === raceId);
  const discipline = race?.discipline ?? '';

  // Read again after every save and mark, so the picker's counts follow the grid.
  useEffect(() => {
    let live = true;
    api.raceSummaries(eventId).then(
      (view) => live && setSummaries(view),
      (error: unknown) => {
        console.error(error);
        if (live) setSummaries('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [eventId, reloads]);
  const known = summaries !== null && summaries !== 'failed' ? summaries : undefined;
  const summaryOf = (id: string) => known?.races.find((item) => item.raceId === id);
  /** The race's day while it has not come yet (undefined once it has, or while unknown). */
  const earlyDay = known && !known.raceDayReached ? known.raceDay : undefined;

  useEffect(() => {
    if (!raceId) return setLoad({ status: 'idle' });
    let live = true;
    setLoad({ status: 'loading' });
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
        setLoad({ status: 'ready', rows, saved: result });
        setDirty(false);
        setReason('');
        setTouched(new Set());
      },
      (error: unknown) => {
        console.error(error);
        if (live) setLoad({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [eventId, raceId, reloads]);

  const rows = load.status === 'ready' ? load.rows : [];
  const checks = useMemo(() => checkRows(rows, discipline), [rows, discipline]);
  const shown = checks.problems.filter((problem) => touched === 'all' || touched.has(problem.entryId) || problem.field === 'mark');
  const problemOf = (entryId: string, field: 'position' | 'mark' | 'outcome') =>
    shown.find((problem) => problem.entryId === entryId && problem.field === field);

  const setRows = (next: (rows: Row[]) => Row[]) => {
    setLoad((current) => (current.status === 'ready' ? { ...current, rows: next(current.rows) } : current));
    setDirty(true);
  };
  const change = (index: number, field: 'position' | 'mark' | 'outcome', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  /** A cell left: its row's problems show, and a readable mark takes its one written form. */
  const leave = (index: number, entryId: string) => {
    setTouched((current) => (current === 'all' ? current : new Set([...current, entryId])));
    const row = rows[index];
    if (!row) return;
    const reading = readMark(row.mark, discipline);
    if ((reading.kind === 'time' || reading.kind === 'points') && reading.text !== row.mark) change(index, 'mark', reading.text);
  };

  const rank = () => {
    const { rows: ranked, placed } = rankByMark(rows, discipline);
    setRows(() => ranked);
    show('success', texts.ranked(placed));
  };

  const official = load.status === 'ready' && load.saved.status === 'official';

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (load.status !== 'ready') return;
    clear();
    setTouched('all');
    const [first] = checks.problems;
    if (first) {
      show('error', `${texts.saveResultsFailed} ${first.message}`);
      return;
    }
    if (official && reason.trim() === '') return show('error', `${texts.saveResultsFailed} ${texts.correctionHint}`);
    if (earlyDay && !(await confirm(texts.confirmEarlySave(earlyDay), texts.saveAnyway))) return;
    setBusy(true);
    try {
      const answer = await api.saveResults(eventId, raceId, {
        rows: rowsToSave(rows, discipline),
        ...(official ? { reason: reason.trim() } : {}),
      });
      show('success', answer.message);
      setReloads((count) => count + 1);
    } catch (error) {
      show('error', failureText(error, { failed: texts.saveResultsFailed }));
    } finally {
      setBusy(false);
    }
  };

  const markOfficial = async () => {
    clear();
    // Refused before it is asked: a confirmation followed by a refusal would waste the admin's decision.
    if (earlyDay) return show('error', `${texts.markOfficialFailed} ${resultStatusMessages.beforeRace(earlyDay)}`);
    if (!(await confirm(texts.confirmOfficial, texts.markOfficial))) return;
    try {
      const answer = await api.markResultsOfficial(eventId, raceId);
      show('success', answer.message);
      setReloads((count) => count + 1);
    } catch (error) {
      show('error', failureText(error, { failed: texts.markOfficialFailed }));
    }
  };

  const { resultColumns: columns } = texts;
  const kind = markKindOf(discipline);
  const helpId = `${id}-help`;
  return (
    <div className="grid gap-4">
      {confirmDialog}
      {/* Wide enough for a race's name with its entrants and results ("…: 12 entrants · results saved · official"). */}
      <div className="max-w-3xl">
        <SelectField
          id={`${id}-race`}
          label={texts.race}
          value={raceId}
          placeholder={texts.chooseRace}
          onChange={setRaceId}
          options={championship.races.map((item) => ({ value: item._id, label: texts.raceOption(item.name, summaryOf(item._id)) }))}
        />
        {summaries === 'failed' && <p className="mt-2 text-sm text-slate-700">{texts.raceSummariesFailed}</p>}
      </div>
      {earlyDay && raceId && (
        <p className={messageClass.warning} data-testid="before-race-day">
          {texts.beforeRaceDay(earlyDay)}
        </p>
      )}
      <NoticeView notice={notice} onDismiss={clear} />
      {load.status === 'loading' && <Loading />}
      {load.status === 'error' && <ErrorMessage>{failureText(load.error, { failed: texts.resultsFailed })}</ErrorMessage>}
      {load.status === 'ready' && load.rows.length === 0 && <p className="text-slate-700">{texts.noEntrants}</p>}
      {load.status === 'ready' && load.rows.length > 0 && (
        <form onSubmit={save} className={card} aria-labelledby={`${id}-heading`} noValidate>
          <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
            {race?.name}
          </h3>
          <ResultsStatus
            saved={load.saved}
            canMark={load.saved.status === 'provisional' && load.saved.updatedAt !== null && !dirty}
            onMark={markOfficial}
          />
          <p id={helpId} className="mt-2 text-sm text-slate-700">
            {texts.resultsIntro} {texts.gridKeysHelp}
          </p>
          {kind !== 'free' && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button type="button" className={btnSecondary} onClick={rank} aria-describedby={`${id}-rank`}>
                {kind === 'points' ? texts.rankByPoints : texts.rankByMark}
              </button>
              <p id={`${id}-rank`} className="text-sm text-slate-700">
                {texts.rankHelp}
              </p>
            </div>
          )}
          <ScrollTable
            boxClassName="mt-4"
            onKeyDown={moveInGrid}
            onClick={editOnClick}
            onBlur={stopEditingOnBlur}
            data-testid="results-grid"
            aria-describedby={helpId}
          >
            <TableHead headings={[columns.name, columns.club, columns.registrationNo, columns.position, columns.mark, columns.outcome]} />
            <tbody className={tbodyClass}>
              {load.rows.map((row, index) => {
                const position = problemOf(row.entryId, 'position');
                const mark = problemOf(row.entryId, 'mark');
                const outcome = problemOf(row.entryId, 'outcome');
                const errorId = (field: string) => `${id}-${index}-${field}`;
                return (
                  <tr key={row.entryId} data-result-row={row.name}>
                    <RowHeading>{row.name}</RowHeading>
                    <td className={tdClass}>{row.club}</td>
                    <td className={tdClass}>{row.registrationNo}</td>
                    <td className={tdClass}>
                      <input
                        className={`${cellClass} w-20`}
                        inputMode="numeric"
                        aria-label={texts.cellLabel(columns.position, row.name)}
                        aria-invalid={position ? true : undefined}
                        aria-describedby={position ? errorId('position') : undefined}
                        data-row={index}
                        data-col={0}
                        value={row.position}
                        onChange={(event) => change(index, 'position', event.target.value)}
                        onBlur={() => leave(index, row.entryId)}
                      />
                      {position && (
                        <p id={errorId('position')} className={`${errorTextClass} max-w-56`}>
                          {position.message}
                        </p>
                      )}
                    </td>
                    <td className={tdClass}>
                      <input
                        className={`${cellClass} w-32`}
                        aria-label={texts.cellLabel(columns.mark, row.name)}
                        aria-invalid={mark ? true : undefined}
                        aria-describedby={mark ? errorId('mark') : undefined}
                        maxLength={CHAMPIONSHIP_LIMITS.mark}
                        data-row={index}
                        data-col={1}
                        value={row.mark}
                        onChange={(event) => change(index, 'mark', event.target.value)}
                        onBlur={() => leave(index, row.entryId)}
                      />
                      {mark && (
                        <p id={errorId('mark')} className={`${errorTextClass} max-w-56`}>
                          {mark.message}
                        </p>
                      )}
                    </td>
                    <td className={tdClass}>
                      <select
                        className={cellClass}
                        aria-label={texts.cellLabel(columns.outcome, row.name)}
                        aria-invalid={outcome ? true : undefined}
                        aria-describedby={outcome ? errorId('outcome') : undefined}
                        data-row={index}
                        data-col={2}
                        value={row.outcome}
                        onChange={(event) => change(index, 'outcome', event.target.value)}
                        onBlur={() => leave(index, row.entryId)}
                      >
                        <option value="">{texts.noOutcome}</option>
                        {RESULT_OUTCOMES.map((item) => (
                          <option key={item} value={item}>
                            {item}
                          </option>
                        ))}
                      </select>
                      {outcome && (
                        <p id={errorId('outcome')} className={`${errorTextClass} max-w-56`}>
                          {outcome.message}
                        </p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <ResultChecks problems={shown} warnings={checks.warnings} />
          {official && (
            <div className="mt-4 max-w-xl">
              <TextAreaField
                id={`${id}-reason`}
                label={texts.correctionReason}
                hint={texts.correctionHint}
                value={reason}
                onChange={setReason}
                max={CHAMPIONSHIP_LIMITS.reason}
                rows={2}
              />
            </div>
          )}
          <button type="submit" className={`${btnPrimary} mt-4`} disabled={busy}>
            {busy ? texts.saving : texts.saveResults}
          </button>
        </form>
      )}
    </div>
  );
}
