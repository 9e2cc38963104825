/**
 * The results desk (docs/venue.md): the day's championship as the desk keeps it on its device, and
 * its two changes, a race's results and its check-in. Each change names the version of the copy it
 * was made on (`base`); the store's compare-and-set refuses it when the race changed meanwhile, and
 * the refusal carries both values (`StaleCopy`), so the official chooses and nothing is overwritten
 * silently. That the same change sent twice lands once is the route's (records/exactly-once.ts).
 */
import { Invalid, NotFound } from '#domain/common/errors.ts';
import { placeText } from '#domain/championships/championship.ts';
import type { Entry, RaceResult, ResultRow } from '#domain/championships/championship.schema.ts';
import { statusOf } from '#domain/championships/result-status.ts';
import type { DeskCheckinInput, DeskResultsInput, RaceCheckin } from '#domain/venue/desk.schema.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { championshipMessages } from '#domain/championships/championship.ts';
import { activeEntries, loadChampionship, resultIdFor } from '#shared/championships/championship-store.ts';
import { saveRaceResults } from '#shared/championships/race-results.ts';
import { raceResults } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { inParallel } from '#shared/store/index.ts';
import { expecting, StaleVersion, type EditMark } from '#shared/store/versions.ts';
import { raceCheckins } from '#shared/collections/venue.ts';
import { deskHeatsOf } from './desk-heats.ts';
import { StaleCopy } from './stale-copy.ts';
import { raceDaysOf } from '#shared/race-day/race-day-store.ts';

export { StaleCopy };

const PARALLEL_READS = 16;

const rowsView = (rows: readonly ResultRow[]) => rows.map(({ entryId, position, mark, outcome }) => ({ entryId, position, mark, outcome }));

const resultsView = (found: { record: RaceResult; mark: EditMark } | undefined) => ({
  rows: found ? rowsView(found.record.rows) : [],
  status: found ? statusOf(found.record) : null,
  version: found ? found.mark.rev : null,
});

const checkinView = (found: { record: RaceCheckin; mark: EditMark } | undefined) => ({
  present: found?.record.present ?? [],
  callAt: found?.record.callAt ?? '',
  version: found ? found.mark.rev : null,
});

const changedBy = (mark: EditMark | undefined) => ({ ...(mark?.by ? { by: mark.by.name } : {}), ...(mark?.at ? { at: mark.at } : {}) });

/** Ids the event's partition lists (the races that have a record), then one read each of those only. */
const versionedOfEvent = async <T>(
  ids: string[],
  read: (id: string) => Promise<{ record: T; mark: EditMark } | undefined>,
): Promise<({ record: T; mark: EditMark } | undefined)[]> => inParallel(ids, PARALLEL_READS, read);

/**
 * The day's championship for the desk: every race with its entrants (still entered), its results
 * and its check-in, and for a race run in rounds its seeded heats, each with its version. Registration numbers are there to find a skater by;
 * nothing personal beyond the name and club.
 */
export const deskDay = async (eventId: string) => {
  const championship = await loadChampionship(eventId);
  const resultIds: string[] = [];
  const checkinIds: string[] = [];
  const [event, entrants, raceDays] = await Promise.all([
    events().get(eventId),
    activeEntries(eventId),
    raceDaysOf(eventId),
    (async () => {
      for await (const chunk of raceResults().scan('byEvent', { partition: eventId })) resultIds.push(...chunk.map(({ _id }) => _id));
    })(),
    (async () => {
      for await (const chunk of raceCheckins().scan('byEvent', { partition: eventId })) checkinIds.push(...chunk.map(({ _id }) => _id));
    })(),
  ]);
  const [results, checkins] = await Promise.all([
    versionedOfEvent(resultIds, (id) => raceResults().getVersioned(id)),
    versionedOfEvent(checkinIds, (id) => raceCheckins().getVersioned(id)),
  ]);
  const resultOf = new Map(results.flatMap((found) => (found ? [[found.record.raceId, found] as const] : [])));
  const raceDayOf = new Map(raceDays.map((day) => [day.raceId, day]));
  const checkinOf = new Map(checkins.flatMap((found) => (found ? [[found.record.raceId, found] as const] : [])));
  return {
    eventId,
    title: event?.title ?? '',
    date: event?.date ?? '',
    races: championship.races.map((race) => ({
      raceId: race._id,
      name: race.name,
      discipline: race.discipline,
      ageCategory: race.ageCategory,
      gender: race.gender,
      entrants: entrants
        .filter((entry) => entry.raceIds.includes(race._id))
        .map(({ _id, name, club, registrationNo }) => ({ entryId: _id, name, club, registrationNo })),
      results: resultsView(resultOf.get(race._id)),
      checkin: checkinView(checkinOf.get(race._id)),
      heats: deskHeatsOf(raceDayOf.get(race._id)),
      inRounds: raceDayOf.has(race._id),
    })),
    at: new Date().toISOString(),
  };
};

const raceOf = async (eventId: string, raceId: string) => {
  const championship = await loadChampionship(eventId);
  const race = championship.races.find((candidate) => candidate._id === raceId);
  if (!race) throw new NotFound('Race', championshipMessages.unknownRaceId);
  return race;
};

/** The revision a change expects: its base, or 0 for "there was none yet" (a record, once written, is at 1 or more). */
const expectedRevision = (base: number | null) => base ?? 0;

/** "Anya Rao –→1st, Bina Das 2nd→DNS": the rows that changed, by the skater's name. */
const rowChanges = (before: readonly ResultRow[], after: readonly ResultRow[], names: Map<string, string>): string => {
  const was = new Map(before.map((row) => [row.entryId, row]));
  const now = new Map(after.map((row) => [row.entryId, row]));
  const text = (row: ResultRow | undefined) => (row ? `${placeText(row)}${row.mark ? ` ${row.mark}` : ''}` : '–');
  const changes = [...new Set([...was.keys(), ...now.keys()])].flatMap((entryId) => {
    const [old, next] = [text(was.get(entryId)), text(now.get(entryId))];
    return old === next ? [] : [`${names.get(entryId) ?? entryId} ${old}→${next}`];
  });
  return changes.length > 0 ? changes.join(', ') : venueTexts.auditNoChange;
};

const namesOf = (entries: readonly Entry[]) => new Map(entries.map((entry) => [entry._id, entry.name]));

export interface DeskChange {
  /** What the audit entry says after the event's title: the race, the device, old → new. */
  detail: string;
}

/** Saves a race's results made on the copy at `base`; StaleCopy when the race changed since. */
export const saveDeskResults = async (eventId: string, input: DeskResultsInput) => {
  const race = await raceOf(eventId, input.raceId);
  const id = resultIdFor(eventId, race._id);
  const before = await raceResults().getVersioned(id);
  const sent = { rows: input.rows, ...(input.reason ? { reason: input.reason } : {}) };
  const stale = (current: typeof before) =>
    new StaleCopy(venueTexts.staleResults(current?.mark.by?.name), { ...resultsView(current), ...changedBy(current?.mark) }, sent);
  if ((before?.mark.rev ?? null) !== input.base) throw stale(before);
  try {
    const { result, written } = await expecting(raceResults().name, id, expectedRevision(input.base), () =>
      saveRaceResults(eventId, race._id, { rows: input.rows, reason: input.reason }),
    );
    const names = namesOf(await activeEntries(eventId));
    const change: DeskChange = {
      detail: venueTexts.auditResults(
        race.name,
        input.device ?? '',
        rowChanges(before?.record.rows ?? [], result.rows, names),
        // A correction of official results keeps its reason, as the results screen's does.
        input.reason ?? '',
      ),
    };
    return { change, results: resultsView({ record: result, mark: written ?? { rev: (input.base ?? 0) + 1 } }) };
  } catch (error) {
    if (error instanceof StaleVersion) throw stale(await raceResults().getVersioned(id));
    throw error;
  }
};

const presentChanges = (before: readonly string[], after: readonly string[], names: Map<string, string>): string => {
  const was = new Set(before);
  const now = new Set(after);
  const changes = [
    ...after.filter((id) => !was.has(id)).map((id) => `${names.get(id) ?? id} present`),
    ...before.filter((id) => !now.has(id)).map((id) => `${names.get(id) ?? id} not present`),
  ];
  return changes.length > 0 ? changes.join(', ') : venueTexts.auditNoChange;
};

/** Saves a race's check-in made on the copy at `base`; StaleCopy when it changed since. */
export const saveDeskCheckin = async (eventId: string, input: DeskCheckinInput) => {
  const race = await raceOf(eventId, input.raceId);
  const entrants = (await activeEntries(eventId)).filter((entry) => entry.raceIds.includes(race._id));
  const entered = new Set(entrants.map((entry) => entry._id));
  if (input.present.some((entryId) => !entered.has(entryId))) throw new Invalid(venueTexts.notEntrant);
  const id = resultIdFor(eventId, race._id);
  const before = await raceCheckins().getVersioned(id);
  const present = [...new Set(input.present)];
  const callAt = input.callAt ?? before?.record.callAt ?? '';
  const sent = { present, callAt };
  const stale = (current: typeof before) =>
    new StaleCopy(venueTexts.staleCheckin(current?.mark.by?.name), { ...checkinView(current), ...changedBy(current?.mark) }, sent);
  if ((before?.mark.rev ?? null) !== input.base) throw stale(before);
  const now = new Date().toISOString();
  const record: RaceCheckin = { _id: id, eventId, raceId: race._id, present, callAt, updatedAt: now };
  try {
    const { result, written } = await expecting(raceCheckins().name, id, expectedRevision(input.base), async () => {
      const updated = await raceCheckins().update(id, () => record);
      if (updated) return updated;
      try {
        return await raceCheckins().insert(record);
      } catch {
        // Written by another desk at the same instant: this change was made on a copy without it.
        throw new StaleVersion((await raceCheckins().getVersioned(id))?.mark ?? { rev: 1 });
      }
    });
    const change: DeskChange = {
      detail: venueTexts.auditCheckin(
        race.name,
        input.device ?? '',
        presentChanges(before?.record.present ?? [], present, namesOf(entrants)),
      ),
    };
    return { change, checkin: checkinView({ record: result, mark: written ?? { rev: 1 } }) };
  } catch (error) {
    if (error instanceof StaleVersion) throw stale(await raceCheckins().getVersioned(id));
    throw error;
  }
};
