/**
 * A championship exists only for its event, and its entries hold skaters' names and registration
 * numbers: deleting the event deletes the championship with everything made from it (entries,
 * results, race day's heats and bibs, the times it added to skaters' bests and the records set at it, the check-in at the rink and the results desk's changes, the district team, the
 * certificates, whose codes then stop verifying, and their PDF).
 */
import { deleteBundle } from '#shared/certificates/certificate-bundle-store.ts';
import { deleteCertificate, eventCertificates } from '#shared/certificates/certificate-store.ts';
import { championships, entries, raceResults, selections } from '#shared/collections/championships.ts';
import { raceDayBooks, raceDays } from '#shared/collections/race-day.ts';
import { inParallel } from '#shared/store/index.ts';
import { raceCheckins } from '#shared/collections/venue.ts';
import { deleteDeskChanges } from '#shared/venue/desk-changes-removal.ts';
import { deleteEventBests } from '#shared/race-day/bests.ts';
import { deleteEventRecords } from '#shared/race-day/race-records.ts';

/** How many record deletions run at once: enough to be quick, few enough to stay inside the store's rate limits. */
const PARALLEL = 8;

const idsIn = async (scan: AsyncIterable<readonly { _id: string }[]>): Promise<string[]> => {
  const ids: string[] = [];
  for await (const chunk of scan) ids.push(...chunk.map((item) => item._id));
  return ids;
};

/** Every entry of the event, each with its skater. */
const entrantsOf = async (eventId: string): Promise<{ _id: string; skaterId: string }[]> => {
  const found: { _id: string; skaterId: string }[] = [];
  for await (const chunk of entries().scan('byEvent', { partition: eventId })) {
    for (const entry of chunk) found.push({ _id: entry._id, skaterId: entry.skaterId });
  }
  return found;
};

/** How many entries the event's championship has (withdrawn ones included): the delete confirmation names them. */
export const countEntries = (eventId: string): Promise<number> => entries().count('byEvent', eventId);

/**
 * Deletes the event's championship and all that hangs on it; answers how many entries went. The
 * rules go first, so no entry, result or certificate can be added while the rest is deleted; the
 * caller runs it again after deleting the event, for anything that came in meanwhile.
 */
export const deleteChampionship = async (eventId: string): Promise<number> => {
  await championships().remove(eventId);
  const [issued, resultIds, raceDayIds, checkinIds, entered] = await Promise.all([
    eventCertificates(eventId),
    idsIn(raceResults().scan('byEvent', { partition: eventId })),
    idsIn(raceDays().scan('byEvent', { partition: eventId })),
    idsIn(raceCheckins().scan('byEvent', { partition: eventId })),
    entrantsOf(eventId),
  ]);
  const entryIds = entered.map((entry) => entry._id);
  // Before the race-day records go: the bests' times name the event's heats, the entries their skaters.
  await deleteEventBests(
    eventId,
    entered.map((entry) => entry.skaterId),
  );
  await deleteEventRecords(eventId);
  await inParallel(issued, PARALLEL, deleteCertificate);
  await deleteBundle(eventId);
  await inParallel(resultIds, PARALLEL, (id) => raceResults().remove(id));
  await inParallel(raceDayIds, PARALLEL, (id) => raceDays().remove(id));
  await inParallel(checkinIds, PARALLEL, (id) => raceCheckins().remove(id));
  await deleteDeskChanges(eventId);
  await raceDayBooks().remove(eventId);
  await selections().remove(eventId);
  const removed = await inParallel(entryIds, PARALLEL, (id) => entries().remove(id));
  return removed.filter(Boolean).length;
};
