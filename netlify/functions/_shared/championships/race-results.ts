/**
 * Start lists and results of a championship, read from the event's own partitions (its entries,
 * its results), and their public views: entrants by name and club only, whatever the records hold.
 */
import {
  CHAMPIONSHIP_LIMITS,
  championshipMessages,
  compareResults,
  medalTable,
  type ResultOutcome,
} from '#domain/championships/championship.ts';
import type { Championship, Entry, Race, RaceResult, ResultRow } from '#domain/championships/championship.schema.ts';
import type { z } from 'zod';
import type { raceResultInputSchema } from '#domain/championships/championship.schema.ts';
import { entries, events, raceResults } from '../store/collections.ts';
import { activeEntries, loadChampionship, resultIdFor } from './championship-store.ts';
import { HttpError } from '../platform/http.ts';
import { inParallel } from '../store/index.ts';
import { readPolicy } from '../fees/fee-settings.ts';
import { unpaidEntries } from '../fees/charges.ts';

const raceHeading = ({ _id, name, discipline, ageCategory, gender }: Race) => ({ _id, name, discipline, ageCategory, gender });

/** Every race with its entrants (still entered), by name: name and club only; without unpaid entries when the fee policy says so. */
export const startLists = async (eventId: string) => {
  const championship = await loadChampionship(eventId);
  const [all, policy] = await Promise.all([activeEntries(eventId), readPolicy()]);
  const unpaid = policy.unpaidOnStartList ? new Set<string>() : await unpaidEntries(eventId);
  const entered = all.filter((entry) => !unpaid.has(entry._id));
  return {
    eventId,
    races: championship.races.map((race) => ({
      ...raceHeading(race),
      entrants: entered.filter((entry) => entry.raceIds.includes(race._id)).map(({ name, club }) => ({ name, club })),
    })),
  };
};

/** Every entry of the event, withdrawn ones too (a result recorded before a withdrawal still names its skater). */
const entriesById = async (eventId: string): Promise<Map<string, Entry>> => {
  const found = new Map<string, Entry>();
  for await (const chunk of entries().scan('byEvent', { partition: eventId })) for (const entry of chunk) found.set(entry._id, entry);
  return found;
};

/** The results of every race that has them: the event's partition says which, then one read per race. */
export const resultsOf = async (eventId: string): Promise<Map<string, RaceResult>> => {
  const ids: string[] = [];
  for await (const chunk of raceResults().scan('byEvent', { partition: eventId })) ids.push(...chunk.map((result) => result._id));
  const found = await inParallel(ids, 16, (id) => raceResults().get(id));
  return new Map(found.filter((result): result is RaceResult => result !== undefined).map((result) => [result.raceId, result]));
};

export interface NamedRow {
  entryId: string;
  position?: number | undefined;
  mark?: string | undefined;
  outcome?: ResultOutcome | undefined;
  name: string;
  club: string;
  registrationNo: string;
}

/** A race's rows with the entrants' names, in results order (placed, ties together, then DNF, DQ, DNS). */
const namedRows = (result: RaceResult | undefined, people: Map<string, Entry>): NamedRow[] =>
  (result?.rows ?? [])
    .map((row) => {
      const entry = people.get(row.entryId);
      return { ...row, name: entry?.name ?? '', club: entry?.club ?? '', registrationNo: entry?.registrationNo ?? '' };
    })
    .sort(compareResults);

export interface EventResults {
  championship: Championship;
  races: { race: Race; rows: NamedRow[] }[];
  /** Every entry of the event by id. */
  people: Map<string, Entry>;
}

export const eventResults = async (eventId: string): Promise<EventResults> => {
  const championship = await loadChampionship(eventId);
  const [people, results] = await Promise.all([entriesById(eventId), resultsOf(eventId)]);
  return { championship, people, races: championship.races.map((race) => ({ race, rows: namedRows(results.get(race._id), people) })) };
};

const publicRow = ({ position, mark, outcome, name, club }: NamedRow) => ({
  ...(position === undefined ? {} : { position }),
  ...(mark ? { mark } : {}),
  ...(outcome === undefined ? {} : { outcome }),
  name,
  club,
});

/** Public: each race's results and the medal table by club; names and clubs only. */
export const publicResults = ({ championship, races }: EventResults) => ({
  eventId: championship._id,
  races: races.map(({ race, rows }) => ({ ...raceHeading(race), results: rows.map(publicRow) })),
  medals: medalTable(races.flatMap(({ rows }) => rows)),
});

/** One race's rows as stored (by entry), for the admins' results grid; none yet is an empty list. */
export const raceResultRows = async (eventId: string, raceId: string) => {
  const championship = await loadChampionship(eventId);
  if (!championship.races.some((race) => race._id === raceId)) throw new HttpError(404, championshipMessages.unknownRaceId);
  const result = await raceResults().get(resultIdFor(eventId, raceId));
  return { eventId, raceId, rows: result?.rows ?? [], updatedAt: result?.updatedAt ?? null };
};

/**
 * Saves one race's results (replacing what it had). Every row must name an entrant of the race
 * (by entry or registration number), once; 400 naming the row otherwise, and nothing is saved.
 */
export const saveRaceResults = async (
  eventId: string,
  raceId: string,
  input: z.output<typeof raceResultInputSchema>,
): Promise<RaceResult> => {
  const championship = await loadChampionship(eventId);
  if (!championship.races.some((race) => race._id === raceId)) throw new HttpError(404, championshipMessages.unknownRaceId);
  const entrants = (await activeEntries(eventId)).filter((entry) => entry.raceIds.includes(raceId));
  const byId = new Map(entrants.map((entry) => [entry._id, entry]));
  const byNumber = new Map(entrants.map((entry) => [entry.registrationNo, entry]));
  const seen = new Set<string>();
  const rows: ResultRow[] = input.rows.map((row, index) => {
    const entry = row.entryId !== undefined ? byId.get(row.entryId) : byNumber.get(row.registrationNo ?? '');
    if (!entry) throw new HttpError(400, championshipMessages.notEntrant(index + 1));
    if (seen.has(entry._id)) throw new HttpError(400, championshipMessages.duplicateRow(index + 1));
    seen.add(entry._id);
    return {
      entryId: entry._id,
      ...(row.position === undefined ? {} : { position: row.position }),
      ...(row.mark ? { mark: row.mark } : {}),
      ...(row.outcome === undefined ? {} : { outcome: row.outcome }),
    };
  });
  const record: RaceResult = { _id: resultIdFor(eventId, raceId), eventId, raceId, rows, updatedAt: new Date().toISOString() };
  const updated = await raceResults().update(record._id, () => record);
  if (updated) return updated;
  try {
    return await raceResults().insert(record);
  } catch {
    // Saved by another admin at the same moment: the later save wins, as an edit would.
    const again = await raceResults().update(record._id, () => record);
    if (!again) throw new Error('The results could not be saved');
    return again;
  }
};

/**
 * A skater's results across championships, newest entry first, for the public profile: only the
 * races with a result, named with their event; bounded to the most recent championships.
 */
export const skaterResults = async (skaterId: string) => {
  const { items } = await entries().page('bySkater', { partition: skaterId, reverse: true, limit: CHAMPIONSHIP_LIMITS.profileEvents });
  const perEntry = await inParallel(
    items.filter((entry) => entry.status === 'entered'),
    4,
    async (entry) => {
      const [event, championship] = await Promise.all([
        events().get(entry.eventId),
        loadChampionship(entry.eventId).catch(() => undefined),
      ]);
      if (!event || !championship) return [];
      const races = championship.races.filter((race) => entry.raceIds.includes(race._id));
      const results = await inParallel(races, 4, (race) => raceResults().get(resultIdFor(entry.eventId, race._id)));
      return races.flatMap((race, index) => {
        const row = results[index]?.rows.find((item) => item.entryId === entry._id);
        if (!row) return [];
        return [
          {
            eventId: event._id,
            eventTitle: event.title,
            eventDate: event.date,
            race: race.name,
            discipline: race.discipline,
            ageCategory: race.ageCategory,
            ...(row.position === undefined ? {} : { position: row.position }),
            ...(row.mark ? { mark: row.mark } : {}),
            ...(row.outcome === undefined ? {} : { outcome: row.outcome }),
          },
        ];
      });
    },
  );
  return perEntry.flat();
};
