/**
 * Check-in for one race at the rink: find a skater by number or name, tick who is present; the
 * race's call time; once it has passed, the skaters not checked in are marked DNS after one
 * confirmation. Every tick is kept on the device and sent like the results.
 */
import { useEffect, useId, useState } from 'react';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { fromZonedWallTime, toZonedWallTime } from '#domain/common/dates.ts';
import { btnDanger, btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import type { DeskRace } from './desk-types.ts';

const matches = (query: string, text: string) => text.toLowerCase().includes(query.trim().toLowerCase());

export default function CheckinList({
  race,
  date,
  onCheckin,
  onMarkDns,
}: {
  race: DeskRace;
  date: string;
  onCheckin: (present: string[], callAt: string) => Promise<void>;
  onMarkDns: (entryIds: string[]) => Promise<void>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  // A tick shows at once; the device's copy (the prop) catches up once the change is kept.
  const [ticked, setTicked] = useState(race.checkin.present);
  const kept = JSON.stringify(race.checkin.present);
  useEffect(() => setTicked(race.checkin.present), [kept]); // the prop's content, not its identity
  const present = new Set(ticked);
  const shown = race.entrants.filter((entrant) => query.trim() === '' || matches(query, `${entrant.registrationNo} ${entrant.name}`));
  const callAt = race.checkin.callAt;
  const called = callAt !== '' && Date.now() >= Date.parse(callAt);
  const withRow = new Set(race.results.rows.map((row) => row.entryId));
  const absent = race.entrants.filter((entrant) => !present.has(entrant.entryId) && !withRow.has(entrant.entryId));

  const toggle = (entryId: string, on: boolean) => {
    const next = on ? [...present, entryId] : [...present].filter((one) => one !== entryId);
    setTicked(next);
    void onCheckin(next, callAt);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1" role="search">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {texts.searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-call`} className={labelClass}>
            {texts.callTime}
          </label>
          <input
            id={`${id}-call`}
            type="time"
            className={`${inputClass} w-36`}
            value={callAt ? toZonedWallTime(callAt).slice(11) : ''}
            onChange={(event) => {
              const at = event.target.value ? (fromZonedWallTime(`${date}T${event.target.value}`) ?? '') : '';
              void onCheckin([...present], at);
            }}
          />
        </div>
      </div>
      <p className="text-sm font-medium text-slate-800" role="status">
        {texts.checkedIn(present.size, race.entrants.length)}
      </p>
      <ul className="grid gap-1">
        {shown.map((entrant) => (
          <li key={entrant.entryId}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                className="h-6 w-6"
                checked={present.has(entrant.entryId)}
                onChange={(event) => toggle(entrant.entryId, event.target.checked)}
              />
              <span>
                <span className="font-medium">{entrant.name}</span>{' '}
                <span className="text-sm text-slate-700">
                  {entrant.registrationNo} · {entrant.club}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {called && absent.length > 0 && !confirming && (
        <button type="button" className={btnSecondary} onClick={() => setConfirming(true)}>
          {texts.markDns(absent.length)}
        </button>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="rounded border border-red-300 bg-red-50 p-4">
          <p id={`${id}-confirm`} className="mb-3 text-slate-900">
            {texts.confirmDns(absent.length, race.name)}
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              className={btnDanger}
              onClick={() => {
                const ids = absent.map((entrant) => entrant.entryId);
                void onMarkDns(ids).then(() => {
                  setConfirming(false);
                  setNotice(texts.dnsMarked(ids.length));
                });
              }}
            >
              {texts.markDns(absent.length)}
            </button>
            <button type="button" className={btnSecondary} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {notice}
      </p>
    </div>
  );
}
