/**
 * The dashboard's reminder of results left provisional: the provisional index is ordered by when
 * results were first saved, so those older than the reminder's days are a rank (their count) and
 * one short page, then the few named races' championships and events: a fixed number of reads
 * whatever the number of results.
 */
import { PROVISIONAL_REMINDER_DAYS, PROVISIONAL_REMINDER_SHOWN, type ProvisionalReminder } from '#domain/championships/result-status.ts';
import { championships, PROVISIONAL_RESULTS, raceResults } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { inParallel } from '#shared/store/index.ts';

const DAY_MS = 86_400_000;

export const provisionalReminder = async (now: number): Promise<ProvisionalReminder> => {
  const cutoff = new Date(now - PROVISIONAL_REMINDER_DAYS * DAY_MS).toISOString();
  // Keys are "since|id": every key of a moment before the cut-off sorts before the cut-off itself.
  const total = await raceResults().rank('provisional', cutoff, PROVISIONAL_RESULTS);
  if (total === 0) return { total, items: [] };
  const { items } = await raceResults().page('provisional', {
    partition: PROVISIONAL_RESULTS,
    limit: Math.min(total, PROVISIONAL_REMINDER_SHOWN),
  });
  const eventIds = [...new Set(items.map((item) => item.eventId))];
  const [championshipList, eventList] = await Promise.all([
    inParallel(eventIds, 4, (id) => championships().get(id)),
    inParallel(eventIds, 4, (id) => events().get(id)),
  ]);
  const raceName = new Map(championshipList.flatMap((championship) => championship?.races.map((race) => [race._id, race.name]) ?? []));
  const title = new Map(eventList.flatMap((event) => (event ? [[event._id, event.title] as const] : [])));
  return {
    total,
    items: items.map(({ eventId, raceId, since }) => ({
      eventId,
      eventTitle: title.get(eventId) ?? '',
      raceId,
      race: raceName.get(raceId) ?? '',
      since,
    })),
  };
};
