/**
 * /admin/records: the referee's queue of a championship (docs/race-day.md#records). Each time that
 * beats a record shows the records it would replace; accepting makes it the record, rejecting
 * leaves the one before. Below, a state record (or a district one from before the site) is entered.
 * The championship is kept in the address, so the race director's screen links straight to it.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import type { RecordClaim } from '#domain/race-day/race-records.ts';
import { recordsAdminTexts as texts, recordsScreenPath } from '#domain/race-day/race-records-admin-texts.ts';
import { raceDayScreenPath } from '#domain/race-day/race-day-admin-texts.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { useAllEvents } from '#components/admin/kit/hooks/useAllEvents.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { SelectField, TextField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { link, subheading } from './race-day-styles.ts';

const eventOfAddress = () => new URLSearchParams(window.location.search).get('event') ?? '';

function Claim({ claim, busy, onDecide }: { claim: RecordClaim; busy: boolean; onDecide: (decision: 'accept' | 'reject') => void }) {
  const { entry } = claim;
  return (
    <li className={`${card} grid gap-3`} data-testid="record-claim">
      <h3 className="font-bold break-words text-slate-900">{texts.claim(claim.raceName)}</h3>
      <p className="text-lg break-words text-slate-900">{texts.time(entry.name, entry.club, entry.time)}</p>
      <ul className="grid gap-1">
        {claim.levels.map((level) => {
          const previous = claim.previous[level];
          return (
            <li key={level} className="break-words text-slate-800">
              <strong>{texts.levels[level]}.</strong>{' '}
              {previous ? texts.previous(previous.time, previous.name, formatDate(previous.date)) : texts.noPrevious}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={btnPrimary}
          disabled={busy}
          aria-label={texts.acceptOf(entry.name, entry.time)}
          onClick={() => onDecide('accept')}
        >
          {texts.accept}
        </button>
        <button
          type="button"
          className={btnSecondary}
          disabled={busy}
          aria-label={texts.rejectOf(entry.name, entry.time)}
          onClick={() => onDecide('reject')}
        >
          {texts.reject}
        </button>
      </div>
    </li>
  );
}

const EMPTY_FORM = {
  level: 'state' as 'state' | 'district',
  discipline: '',
  distance: '',
  surface: 'track' as 'track' | 'road',
  ageCategory: '',
  gender: '',
  time: '',
  name: '',
  club: '',
  date: '',
};

function EnterRecord({ onSaved, onFailed }: { onSaved: (message: string) => void; onFailed: (text: string) => void }) {
  const id = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY_FORM) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { level, distance, ...rest } = form;
      const answer = await api.enterRecord(level, { ...rest, distance: Number(distance) });
      onSaved(answer.message);
      setForm(EMPTY_FORM);
    } catch (error) {
      onFailed(failureText(error, { failed: texts.enterFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} className={`${card} grid gap-4`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={subheading}>
        {texts.enterHeading}
      </h2>
      <p className="text-slate-700">{texts.enterIntro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          id={`${id}-level`}
          label={texts.level}
          value={form.level}
          options={(['state', 'district'] as const).map((value) => ({ value, label: texts.levelNames[value] }))}
          onChange={set('level')}
        />
        <TextField id={`${id}-discipline`} label={texts.discipline} value={form.discipline} onChange={set('discipline')} max={80} />
        <TextField id={`${id}-distance`} label={texts.distance} value={form.distance} onChange={set('distance')} inputMode="numeric" />
        <SelectField
          id={`${id}-surface`}
          label={texts.surface}
          value={form.surface}
          options={(['track', 'road'] as const).map((value) => ({ value, label: texts.surfaces[value] }))}
          onChange={set('surface')}
        />
        <TextField id={`${id}-age`} label={texts.ageCategory} value={form.ageCategory} onChange={set('ageCategory')} max={80} />
        <TextField id={`${id}-gender`} label={texts.gender} value={form.gender} onChange={set('gender')} max={40} />
        <TextField id={`${id}-time`} label={texts.recordTime} value={form.time} onChange={set('time')} max={20} />
        <TextField id={`${id}-name`} label={texts.holder} value={form.name} onChange={set('name')} max={120} />
        <TextField id={`${id}-club`} label={texts.club} value={form.club} onChange={set('club')} max={120} />
        <TextField id={`${id}-date`} label={texts.date} value={form.date} onChange={set('date')} type="date" />
      </div>
      <div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {texts.enter}
        </button>
      </div>
    </form>
  );
}

function RecordsScreen() {
  const id = useId();
  const allEvents = useAllEvents();
  const [championshipIds, setChampionshipIds] = useState<ReadonlySet<string> | null>(null);
  const [eventId, setEventId] = useState(eventOfAddress);
  const [queue, setQueue] = useState<RecordClaim[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    everyItem(api.championshipList).then(
      (items) => setChampionshipIds(new Set(items.map((item) => item._id))),
      () => setChampionshipIds(new Set()),
    );
  }, []);

  const load = useCallback(() => {
    if (!eventId) return;
    setFailed(false);
    api.recordQueue(eventId).then(
      (answer) => setQueue(answer.pending),
      () => setFailed(true),
    );
  }, [eventId]);
  useEffect(load, [load]);

  const choose = (next: string) => {
    setEventId(next);
    setQueue(null);
    window.history.pushState(null, '', recordsScreenPath(next));
  };

  const decide = async (claim: RecordClaim, decision: 'accept' | 'reject') => {
    setBusy(true);
    clear();
    try {
      const answer = await api.decideRecord(eventId, claim.id, decision);
      show('success', answer.message);
      load();
    } catch (error) {
      show('error', failureText(error, { failed: texts.decideFailed }));
      load();
    } finally {
      setBusy(false);
    }
  };

  const events = allEvents && championshipIds ? allEvents.filter((event) => championshipIds.has(event._id)) : null;
  const options = [...(events ?? [])]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((event) => ({ value: event._id, label: `${event.title} (${formatDate(event.date)})` }));

  return (
    <>
      <ScreenTitle title={texts.title}>{texts.intro}</ScreenTitle>
      <div className="grid gap-6">
        <NoticeView notice={notice} onDismiss={clear} />
        {events === null ? (
          <Loading />
        ) : events.length === 0 ? (
          <Empty>{texts.noChampionships}</Empty>
        ) : (
          <div className="max-w-xl">
            <SelectField
              id={`${id}-event`}
              label={texts.championship}
              value={events.some((event) => event._id === eventId) ? eventId : ''}
              placeholder={texts.chooseChampionship}
              options={options}
              onChange={choose}
            />
            {eventId ? (
              <p className="mt-2">
                <a className={link} href={raceDayScreenPath(eventId)}>
                  {texts.backToRaceDay}
                </a>
              </p>
            ) : null}
          </div>
        )}
        {eventId ? (
          <section aria-labelledby={`${id}-queue`} className="grid gap-3">
            <h2 id={`${id}-queue`} className={subheading}>
              {texts.queueHeading}
            </h2>
            {failed ? (
              <ErrorMessage>{texts.loadFailed}</ErrorMessage>
            ) : queue === null ? (
              <Loading />
            ) : queue.length === 0 ? (
              <Empty>
                {texts.empty}{' '}
                <a className={link} href="/records">
                  {texts.publicLink}
                </a>
              </Empty>
            ) : (
              <ul className="grid gap-4">
                {queue.map((claim) => (
                  <Claim key={claim.id} claim={claim} busy={busy} onDecide={(decision) => void decide(claim, decision)} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <EnterRecord onSaved={(message) => show('success', message)} onFailed={(text) => show('error', text)} />
      </div>
    </>
  );
}

export default adminOnly(RecordsScreen);
