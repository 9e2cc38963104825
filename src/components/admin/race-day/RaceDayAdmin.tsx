/**
 * /admin/race-day: the race director's screen (docs/race-day.md). Choose a championship, then its
 * grid of races (formats, bibs, the timing system's files), or one race (seeding, heats, results,
 * who goes through). The championship and race are kept in the address, so a reload or a link from
 * the championship's screen opens them.
 */
import { useEffect, useId, useState } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import { raceDayAdminTexts as texts, raceDayScreenPath } from '#domain/race-day/race-day-admin-texts.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { useAllEvents } from '#components/admin/kit/hooks/useAllEvents.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { Empty, Loading } from '#components/ui/status.tsx';
import { link } from './race-day-styles.ts';
import RaceGrid from './RaceGrid.tsx';
import RaceRounds from './RaceRounds.tsx';
import { recordsAdminTexts, recordsScreenPath } from '#domain/race-day/race-records-admin-texts.ts';

/** The way to the referee's queue of the championship, with how many times wait in it. */
function RecordsLink({ eventId }: { eventId: string }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    api.recordQueue(eventId).then(
      (answer) => setCount(answer.count),
      () => setCount(null),
    );
  }, [eventId]);
  if (count === null) return null;
  return (
    <p className="mb-6">
      <a className={link} href={recordsScreenPath(eventId)} data-testid="records-queue-link">
        {recordsAdminTexts.raceDayLink(count)}
      </a>
    </p>
  );
}

interface Choice {
  eventId: string;
  raceId: string;
}

const fromAddress = (): Choice => {
  const query = new URLSearchParams(window.location.search);
  return { eventId: query.get('event') ?? '', raceId: query.get('race') ?? '' };
};

function RaceDayScreen() {
  const id = useId();
  const allEvents = useAllEvents();
  const [championshipIds, setChampionshipIds] = useState<ReadonlySet<string> | null>(null);
  const [choice, setChoice] = useState<Choice>(fromAddress);

  useEffect(() => {
    everyItem(api.championshipList).then(
      (items) => setChampionshipIds(new Set(items.map((item) => item._id))),
      (error: unknown) => {
        console.error(error);
        setChampionshipIds(new Set());
      },
    );
    // The browser's back and forward buttons move between the grid and a race.
    const onPop = () => setChoice(fromAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: Choice) => {
    setChoice(next);
    const path = next.eventId ? raceDayScreenPath(next.eventId, next.raceId || undefined) : window.location.pathname;
    window.history.pushState(null, '', path);
    window.scrollTo({ top: 0 });
  };

  const events = allEvents && championshipIds ? allEvents.filter((event) => championshipIds.has(event._id)) : null;
  const options = [...(events ?? [])]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((event) => ({ value: event._id, label: `${event.title} (${formatDate(event.date)})` }));
  const chosen = events?.find((event) => event._id === choice.eventId);

  return (
    <>
      <ScreenTitle title={texts.title}>{texts.intro}</ScreenTitle>
      {events === null ? (
        <Loading />
      ) : events.length === 0 ? (
        <Empty>
          {texts.noChampionships}{' '}
          <a className={link} href="/admin/championships/setup">
            {texts.setUpLink}
          </a>
        </Empty>
      ) : (
        <div className="mb-6 max-w-xl">
          <SelectField
            id={`${id}-event`}
            label={texts.championship}
            value={chosen ? choice.eventId : ''}
            placeholder={texts.chooseChampionship}
            options={options}
            onChange={(eventId) => go({ eventId, raceId: '' })}
          />
        </div>
      )}
      {chosen && <RecordsLink key={chosen._id} eventId={chosen._id} />}
      {chosen &&
        (choice.raceId ? (
          <RaceRounds
            key={`${chosen._id}/${choice.raceId}`}
            event={chosen}
            raceId={choice.raceId}
            onBack={() => go({ eventId: chosen._id, raceId: '' })}
          />
        ) : (
          <RaceGrid key={chosen._id} eventId={chosen._id} onOpen={(raceId) => go({ eventId: chosen._id, raceId })} />
        ))}
    </>
  );
}

export default adminOnly(RaceDayScreen);
