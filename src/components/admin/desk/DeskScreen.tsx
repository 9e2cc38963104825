/**
 * /admin/desk/?event={id}: the results desk at the rink (docs/venue.md). Works with no connection
 * once opened with one: the day is kept on the device, every change goes to the outbox and is sent
 * in order when the connection returns; a change made on a stale copy shows both values.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { formatDate } from '#domain/common/dates.ts';
import { btnPrimary, btnSecondary, card, inputClass, labelClass } from '#components/ui/styles.ts';
import LoginForm from '#components/admin/shell/LoginForm.tsx';
import CheckinList from './CheckinList.tsx';
import ConflictPanel from './ConflictPanel.tsx';
import { keepCheckin, keepResults, loadDay, settle, type Loaded } from './desk-changes.ts';
import { outboxItems, readDay, readMeta, writeMeta } from './desk-db.ts';
import type { DeskDay, DeskRow, OutboxItem } from './desk-types.ts';
import { startDeskWorker } from './desk-worker.ts';
import DeskPicker from './DeskPicker.tsx';
import OutboxBar from './OutboxBar.tsx';
import ResultsEntry from './ResultsEntry.tsx';
import { onDeskChange, sendOutbox } from './outbox.ts';

const EVENT = 'event';

type View = 'results' | 'checkin';

export default function DeskScreen() {
  const id = useId();
  const [eventId, setEventId] = useState<string | null | undefined>(undefined);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [raceId, setRaceId] = useState('');
  const [view, setView] = useState<View>('results');
  const [conflicts, setConflicts] = useState<OutboxItem[]>([]);

  useEffect(() => {
    void startDeskWorker();
    const fromAddress = new URLSearchParams(location.search).get(EVENT);
    if (fromAddress) setEventId(fromAddress);
    else void readMeta<string>(EVENT).then((kept) => setEventId(kept ?? null));
    const send = () => void sendOutbox();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);

  const load = useCallback(async () => {
    if (!eventId) return;
    await writeMeta(EVENT, eventId);
    const next = await loadDay(eventId);
    setLoaded(next);
    if (next.day) setRaceId((current) => current || next.day?.races[0]?.raceId || '');
    // Opening the desk sends what waits.
    if (next.from === 'server') void sendOutbox();
  }, [eventId]);

  useEffect(() => void load(), [load]);

  // The outbox changed (sent, refused, another tab): the conflicts and the day copy are read again.
  useEffect(() => {
    if (!eventId) return undefined;
    const read = () => {
      void outboxItems().then((items) => setConflicts(items.filter((item) => item.eventId === eventId && item.conflict)));
      void readDay(eventId).then((day) => day && setLoaded((current) => (current?.day ? { ...current, day } : current)));
    };
    read();
    return onDeskChange(read);
  }, [eventId]);

  if (eventId === undefined) return <p role="status">…</p>;
  if (eventId === null) return <DeskPicker onPick={(picked) => setEventId(picked)} />;
  if (!loaded) return <p role="status">…</p>;
  if (loaded.from === 'signed-out') {
    return <LoginForm intro="Please sign in to open the results desk." onSignedIn={() => void load()} />;
  }
  if (!loaded.day) {
    return (
      <div className={card}>
        <p>{loaded.from === 'missing' ? texts.noChampionships : texts.loadFirst}</p>
        <button type="button" className={`${btnSecondary} mt-3`} onClick={() => setEventId(null)}>
          {texts.pickChampionship}
        </button>
      </div>
    );
  }

  const day: DeskDay = loaded.day;
  const race = day.races.find((one) => one.raceId === raceId) ?? day.races[0];
  const change = (next: Promise<DeskDay>) =>
    next.then((kept) => setLoaded({ day: kept, from: loaded.from })).catch((error: unknown) => console.error(error));

  return (
    <div className="min-w-0">
      <OutboxBar />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">
            {texts.deskTitle}: {day.title}
          </h1>
          <p className="text-slate-800">{formatDate(day.date)}</p>
        </div>
        <p className="flex flex-wrap gap-3">
          <a className={btnSecondary} href={`/events/${encodeURIComponent(day.eventId)}/results`}>
            {texts.liveLink}
          </a>
          <a className={btnSecondary} href={`/events/${encodeURIComponent(day.eventId)}/live`}>
            {texts.projectorLink}
          </a>
        </p>
      </div>
      <p className="mb-4 max-w-3xl text-slate-800">{texts.deskIntro}</p>
      {conflicts.map((item) => (
        <div key={item.seq} className="mb-4">
          <ConflictPanel item={item} day={day} onSettle={(choice) => void settle(item, choice)} />
        </div>
      ))}
      {race ? (
        <div className={card}>
          <div className="mb-4 flex flex-wrap items-end gap-4">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-race`} className={labelClass}>
                Race
              </label>
              <select id={`${id}-race`} className={inputClass} value={race.raceId} onChange={(event) => setRaceId(event.target.value)}>
                {day.races.map((one) => (
                  <option key={one.raceId} value={one.raceId}>
                    {one.name} ({one.entrants.length})
                  </option>
                ))}
              </select>
            </div>
            <div role="group" aria-label="Part" className="flex gap-2">
              {(['results', 'checkin'] as const).map((part) => (
                <button
                  key={part}
                  type="button"
                  aria-pressed={view === part}
                  className={view === part ? btnPrimary : btnSecondary}
                  onClick={() => setView(part)}
                >
                  {part === 'results' ? texts.results : 'Check-in'}
                </button>
              ))}
            </div>
          </div>
          {view === 'results' ? (
            <ResultsEntry
              key={race.raceId}
              race={race}
              onKeep={async (rows: DeskRow[], reason: string) => {
                await change(keepResults(day, race.raceId, rows, reason));
              }}
            />
          ) : (
            <CheckinList
              key={race.raceId}
              race={race}
              date={day.date}
              onCheckin={async (present, callAt) => {
                await change(keepCheckin(day, race.raceId, present, callAt));
              }}
              onMarkDns={async (entryIds) => {
                const rows = [...race.results.rows, ...entryIds.map((entryId) => ({ entryId, outcome: 'DNS' as const }))];
                await change(keepResults(day, race.raceId, rows));
              }}
            />
          )}
        </div>
      ) : (
        <p className={card}>{texts.noEntrants}</p>
      )}
    </div>
  );
}
