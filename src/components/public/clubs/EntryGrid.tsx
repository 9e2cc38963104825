/**
 * Entries for the squad (docs/clubs.md#entries-for-the-squad): the grid of the club's eligible
 * skaters × the chosen championship's races, or a CSV upload; either is checked first (nothing
 * stored) and entered only when the coach confirms the checked list.
 */
import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react';
import type { Grid } from '#domain/clubs/club-desk.schema.ts';
import { deskApi, type BatchCheck, type BatchLine } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card, inputClass, labelClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import BatchCheckResult from './BatchCheckResult.tsx';
import type { DeskMessages } from './desk-texts.ts';

const key = (skaterId: string, raceId: string) => `${skaterId}|${raceId}`;

export default function EntryGrid({ m, clubId, onEntered }: { m: DeskMessages; clubId: string; onEntered: () => void }) {
  const id = useId();
  const [eventId, setEventId] = useState('');
  const [grid, setGrid] = useState<Grid | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [check, setCheck] = useState<BatchCheck | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setGrid(await deskApi.grid(clubId, eventId));
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('clubDesk.gridFailed'), server: m.server }));
    }
  }, [clubId, eventId, m]);
  useEffect(() => {
    void load();
  }, [load]);

  const championship = grid?.championship;
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('clubDesk.actFailed'), server: m.server }));
    } finally {
      setBusy(false);
    }
  };

  const checkTicked = () =>
    act(async () => {
      if (!championship || !grid) return;
      const number = new Map(grid.skaters.map((skater) => [skater._id, skater.registrationNo]));
      const lines: BatchLine[] = [...ticked].map((pair) => {
        const [skaterId = '', raceId = ''] = pair.split('|');
        return { registrationNo: number.get(skaterId) ?? '', race: raceId };
      });
      setDone(null);
      setCheck(await deskApi.check(clubId, { eventId: championship.eventId, lines }));
    });

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !championship) return;
    void act(async () => {
      setDone(null);
      setCheck(await deskApi.check(clubId, { eventId: championship.eventId, csv: await file.text() }));
    });
  };

  const confirm = () =>
    act(async () => {
      if (!check || !championship) return;
      const lines = check.accepted.map((line) => ({ registrationNo: line.registrationNo, race: line.raceId }));
      setDone(m.server((await deskApi.confirm(clubId, championship.eventId, lines)).message));
      setCheck(null);
      setTicked(new Set());
      await load();
      onEntered();
    });

  if (!grid && !error) return <Loading label={m.t('clubDesk.loading')} />;
  return (
    <section className={`${card} mt-8 scroll-mt-24`} id="enter-squad" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
        {m.t('clubDesk.enterHeading')}
      </h2>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      {grid && grid.championships.length === 0 && (
        <Empty className="mt-4">
          {m.t('clubDesk.noChampionship')}{' '}
          <a href={m.path('/events')} className="font-semibold underline">
            {m.t('clubDesk.eventsPage')}
          </a>
          {m.t('clubDesk.noChampionshipNext')}
        </Empty>
      )}
      {grid && grid.championships.length > 0 && (
        <div className="mt-4">
          <label htmlFor={`${id}-event`} className={labelClass}>
            {m.t('clubDesk.championship')}
          </label>
          <select
            id={`${id}-event`}
            className={inputClass}
            value={championship?.eventId ?? ''}
            onChange={(event) => {
              setEventId(event.target.value);
              setTicked(new Set());
              setCheck(null);
            }}
          >
            {grid.championships.map((item) => (
              <option key={item.eventId} value={item.eventId}>
                {m.t('clubDesk.championshipOption', { title: item.title, moment: m.dateTime(item.entriesClose) })}
              </option>
            ))}
          </select>
        </div>
      )}
      {championship && (
        <>
          <p className="mt-3 text-slate-700">
            {m.t('clubDesk.limitRaces', { max: championship.maxRacesPerSkater })}
            {championship.clubQuotaPerRace === undefined ? '' : m.t('clubDesk.limitQuota', { quota: championship.clubQuotaPerRace })}
            {m.t('clubDesk.limitHow')}
          </p>
          {grid?.skaters.length === 0 ? (
            <Empty className="mt-4">{m.t('clubDesk.noneEligible')}</Empty>
          ) : (
            <div
              className="mt-4 max-w-full overflow-x-auto rounded-lg ring-1 ring-slate-200"
              tabIndex={0}
              aria-label={m.t('clubDesk.gridLabel')}
            >
              <table className={tableClass} data-testid="entry-grid">
                <caption className="sr-only">{m.t('clubDesk.gridCaption', { title: championship.title })}</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={thClass}>
                      {m.t('clubDesk.skater')}
                    </th>
                    {championship.races.map((race) => (
                      <th key={race._id} scope="col" className={thClass}>
                        {race.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {grid?.skaters.map((skater) => (
                    <tr key={skater._id}>
                      <th scope="row" className={`${tdClass} font-semibold`}>
                        {skater.name}
                        <span className="block text-xs font-normal text-slate-600">
                          {skater.registrationNo} · {skater.ageCategory}
                          {skater.clubMayEnter ? '' : ` · ${m.t('clubDesk.parentNotAllowed')}`}
                        </span>
                      </th>
                      {championship.races.map((race) => {
                        const entered = skater.entered.includes(race._id);
                        const eligible = skater.eligible.includes(race._id);
                        const pair = key(skater._id, race._id);
                        return (
                          <td key={race._id} className={`${tdClass} text-center`}>
                            {entered ? (
                              <span>{m.t('clubDesk.entered')}</span>
                            ) : eligible ? (
                              <input
                                type="checkbox"
                                className="h-5 w-5"
                                aria-label={`${skater.name}: ${race.name}`}
                                disabled={!skater.clubMayEnter}
                                checked={ticked.has(pair)}
                                onChange={(event) => {
                                  const next = new Set(ticked);
                                  if (event.target.checked) next.add(pair);
                                  else next.delete(pair);
                                  setTicked(next);
                                }}
                              />
                            ) : (
                              <span className="text-slate-600">–</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <button type="button" className={btnPrimary} disabled={busy || ticked.size === 0} onClick={() => void checkTicked()}>
              {m.t('clubDesk.checkTicked', { count: ticked.size })}
            </button>
            <div>
              <label htmlFor={`${id}-csv`} className={labelClass}>
                {m.t('clubDesk.csv')}
              </label>
              <input id={`${id}-csv`} type="file" accept=".csv,text/csv" className="mt-1 block max-w-full text-sm" onChange={upload} />
            </div>
            <a href={deskApi.templateUrl(clubId)} className="font-semibold text-brand-800 underline" download>
              {m.t('clubDesk.template')}
            </a>
          </div>
          {check && (
            <>
              <BatchCheckResult m={m} check={check} />
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="button" className={btnPrimary} disabled={busy || check.accepted.length === 0} onClick={() => void confirm()}>
                  {m.t('clubDesk.confirmEnter', { count: check.accepted.length })}
                </button>
                <button type="button" className={btnSecondary} disabled={busy} onClick={() => setCheck(null)}>
                  {m.t('clubDesk.changeList')}
                </button>
              </div>
            </>
          )}
          <div aria-live="polite">
            {done && (
              <SuccessMessage className="mt-4">
                {done}{' '}
                <a href="#club-payments" className="font-semibold underline">
                  {m.t('clubDesk.seePay')}
                </a>{' '}
                <a href="#roster-title" className="font-semibold underline">
                  {m.t('clubDesk.seeSquad')}
                </a>
              </SuccessMessage>
            )}
          </div>
        </>
      )}
    </section>
  );
}
