/**
 * Start lists and results of a championship, read from the event's own partitions (its entries,
 * its results), and their public views: entrants by name and club only, whatever the records hold.
 */
import { Conflict, Invalid, NotFound } from '#domain/common/errors.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
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
import type { RaceSummariesView } from '#domain/championships/championship-views.ts';
import {
  publicStatusOf,
  resultsPublicOn,
  resultStatusMessages,
  statusOf,
  type PublicResultStatus,
} from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import { currentSeason, seasonOf } from '#config/rules.ts';
import { entries, raceResults } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { raceDays } from '#shared/collections/race-day.ts';
import { activeEntries, loadChampionship, raceDayIdFor, resultIdFor } from './championship-store.ts';
import { clubStandings } from '#domain/clubs/standings.ts';
import { inParallel } from '#shared/store/index.ts';
import { readPolicy } from '#shared/collections/fees.ts';
import { unpaidEntries } from '#shared/fees/charges.ts';

/**
 * A race set up for race day gets its results from its final, written above whenever a heat of
 * the final changes: results typed in (or marked official) for the race itself would be
 * overwritten by the next heat saved, or stand beside heats that say otherwise. So the race's own
 * results route refuses it (409), naming where its results are entered. One read.
 */
const refuseIfRunOnRaceDay = async (eventId: string, raceId: string, raceName: string): Promise<void> => {
  if (await raceDays().get(raceDayIdFor(eventId, raceId))) throw new Conflict(raceDayTexts.resultsFromRaceDay(raceName));
};

const raceHeading = ({ _id, name, discipline, ageCategory, gender }: Race) => ({ _id, name, discipline, ageCategory, gender });

/**
 * Whether the skaters of a championship on this day have public pages to link to: entries take
 * only skaters approved for the season running, so those of a championship of this season are
 * (a lapsed skater's results from earlier seasons stay unlinked, without a read per skater).
 */
export const linksSkaters = (raceDay: string | undefined, now = new Date()): boolean =>
  raceDay !== undefined && seasonOf(new Date(`${raceDay}T12:00:00Z`)) === currentSeason(now);

/** The public fields of a named skater on a sheet: the name and club, and the page's id when it has one. */
const publicPerson = ({ name, club, skaterId }: { name: string; club: string; skaterId: string }, linked: boolean) => ({
  name,
  club,
  ...(linked && skaterId ? { skaterId } : {}),
});

/** Every race with its entrants (still entered), by name: name and club only; without unpaid entries when the fee policy says so. */
export const startLists = async (eventId: string) => {
  const championship = await loadChampionship(eventId);
  const [all, policy, raceDay] = await Promise.all([activeEntries(eventId), readPolicy(), raceDayOf(eventId)]);
  const unpaid = policy.unpaidOnStartList ? new Set<string>() : await unpaidEntries(eventId);
  const entered = all.filter((entry) => !unpaid.has(entry._id));
  const linked = linksSkaters(raceDay);
  return {
    eventId,
    races: championship.races.map((race) => ({
      ...raceHeading(race),
      entrants: entered.filter((entry) => entry.raceIds.includes(race._id)).map((entry) => publicPerson(entry, linked)),
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
  skaterId: string;
}

/** A race's rows with the entrants' names, in results order (placed, ties together, then DNF, DQ, DNS). */
const namedRows = (result: RaceResult | undefined, people: Map<string, Entry>): NamedRow[] =>
  (result?.rows ?? [])
    .map((row) => {
      const entry = people.get(row.entryId);
      return {
        ...row,
        name: entry?.name ?? '',
        club: entry?.club ?? '',
        registrationNo: entry?.registrationNo ?? '',
        skaterId: entry?.skaterId ?? '',
      };
    })
    .sort(compareResults);

export interface RaceRows {
  race: Race;
  rows: NamedRow[];
  /** The stored record, when the race has one. */
  result?: RaceResult | undefined;
}

export interface EventResults {
  championship: Championship;
  races: RaceRows[];
  /** Every entry of the event by id. */
  people: Map<string, Entry>;
}

export const eventResults = async (eventId: string): Promise<EventResults> => {
  const championship = await loadChampionship(eventId);
  const [people, results] = await Promise.all([entriesById(eventId), resultsOf(eventId)]);
  return {
    championship,
    people,
    races: championship.races.map((race) => {
      const result = results.get(race._id);
      return { race, rows: namedRows(result, people), result };
    }),
  };
};

/** Only the rows of official results count for the district team and certificates; other races have none. */
export const officialRows = ({ rows, result }: RaceRows): NamedRow[] => (result && statusOf(result) === 'official' ? rows : []);

/** The event's day, when its results become public (one read). */
export const raceDayOf = async (eventId: string): Promise<string | undefined> => (await events().get(eventId))?.date;

const publicRow = ({ position, mark, outcome, ...person }: NamedRow, linked: boolean) => ({
  ...(position === undefined ? {} : { position }),
  ...(mark ? { mark } : {}),
  ...(outcome === undefined ? {} : { outcome }),
  ...publicPerson(person, linked),
});

/**
 * Public: each race's results with their status, and the medal table by club; names and clubs
 * only. Before the race's day nothing of the results is public, whatever their status.
 */
export const publicResults = ({ championship, races }: EventResults, raceDay: string | undefined, now = new Date()) => {
  const shown = raceDay !== undefined && resultsPublicOn(raceDay, today(now));
  const visible = shown ? races.filter(({ result, rows }) => result !== undefined && rows.length > 0) : [];
  const statuses = new Map<string, PublicResultStatus>(visible.map(({ race, result }) => [race._id, publicStatusOf(result ?? {})]));
  const linked = linksSkaters(raceDay, now);
  return {
    eventId: championship._id,
    races: races.map(({ race, rows }) => {
      const status = statuses.get(race._id);
      return { ...raceHeading(race), ...(status ? { status } : {}), results: status ? rows.map((row) => publicRow(row, linked)) : [] };
    }),
    medals: medalTable(visible.flatMap(({ rows }) => rows)),
    clubPoints: clubStandings(
      visible.map(({ rows }) => ({ results: rows })),
      championship.clubPoints,
    ),
  };
};

/** The public results of an event: its day and its results, read together. */
export const publicEventResults = async (eventId: string) => {
  const [raceDay, results] = await Promise.all([raceDayOf(eventId), eventResults(eventId)]);
  return publicResults(results, raceDay);
};

/**
 * The results screen's race picker: per race, the entries still entered, the rows saved and how
 * final they are. Read from the event's two index partitions (its entries, its results' summaries)
 * and the event itself: never a read per race, whatever the number of races.
 */
export const raceSummaries = async (eventId: string, now = new Date()): Promise<RaceSummariesView> => {
  const [championship, raceDay, entrants] = await Promise.all([loadChampionship(eventId), raceDayOf(eventId), activeEntries(eventId)]);
  const entered = new Map<string, number>();
  for (const entry of entrants) for (const raceId of entry.raceIds) entered.set(raceId, (entered.get(raceId) ?? 0) + 1);
  const saved = new Map<string, { rowCount: number; status: PublicResultStatus }>();
  for await (const chunk of raceResults().scan('byEvent', { partition: eventId }))
    for (const summary of chunk) saved.set(summary.raceId, summary);
  const day = raceDay ?? '';
  return {
    eventId,
    raceDay: day,
    raceDayReached: day !== '' && resultsPublicOn(day, today(now)),
    races: championship.races.map((race) => {
      const result = saved.get(race._id);
      const rows = result?.rowCount ?? 0;
      return { raceId: race._id, entrants: entered.get(race._id) ?? 0, results: rows, status: rows > 0 && result ? result.status : null };
    }),
  };
};

/** One race's rows as stored (by entry), for the admins' results grid; none yet is an empty list. */
export const raceResultRows = async (eventId: string, raceId: string) => {
  const championship = await loadChampionship(eventId);
  if (!championship.races.some((race) => race._id === raceId)) throw new NotFound('Race', championshipMessages.unknownRaceId);
  const result = await raceResults().get(resultIdFor(eventId, raceId));
  return {
    eventId,
    raceId,
    rows: result?.rows ?? [],
    status: result ? statusOf(result) : null,
    ...(result?.officialAt ? { officialAt: result.officialAt } : {}),
    ...(result?.correctedAt ? { correctedAt: result.correctedAt, correctionReason: result.correctionReason ?? '' } : {}),
    updatedAt: result?.updatedAt ?? null,
  };
};

/**
 * Saves one race's results (replacing what it had). Every row must name an entrant of the race
 * (by entry or registration number), once; 400 naming the row otherwise, and nothing is saved.
 * New results are provisional; official ones stay official and change only with a reason, which
 * marks them corrected.
 */
export const saveRaceResults = async (
  eventId: string,
  raceId: string,
  input: z.output<typeof raceResultInputSchema>,
): Promise<RaceResult> => {
  const championship = await loadChampionship(eventId);
  const race = championship.races.find((candidate) => candidate._id === raceId);
  if (!race) throw new NotFound('Race', championshipMessages.unknownRaceId);
  const entrants = (await activeEntries(eventId)).filter((entry) => entry.raceIds.includes(raceId));
  const byId = new Map(entrants.map((entry) => [entry._id, entry]));
  const byNumber = new Map(entrants.map((entry) => [entry.registrationNo, entry]));
  const seen = new Set<string>();
  const rows: ResultRow[] = input.rows.map((row, index) => {
    const entry = row.entryId !== undefined ? byId.get(row.entryId) : byNumber.get(row.registrationNo ?? '');
    if (!entry) throw new Invalid(championshipMessages.notEntrant(index + 1));
    if (seen.has(entry._id)) throw new Invalid(championshipMessages.duplicateRow(index + 1));
    seen.add(entry._id);
    return {
      entryId: entry._id,
      ...(row.position === undefined ? {} : { position: row.position }),
      ...(row.mark ? { mark: row.mark } : {}),
      ...(row.outcome === undefined ? {} : { outcome: row.outcome }),
    };
  });
  // After the rows are checked (a refusal of the rows reads nothing more), before anything is written.
  await refuseIfRunOnRaceDay(eventId, raceId, race.name);
  const now = new Date().toISOString();
  const reason = input.reason ?? '';
  const id = resultIdFor(eventId, raceId);
  const next = (current: RaceResult | undefined): RaceResult => {
    if (current && statusOf(current) === 'official') {
      if (reason === '') throw new Conflict(resultStatusMessages.reasonNeeded);
      const { provisionalSince: _none, ...kept } = current;
      return { ...kept, rows, status: 'official', correctedAt: now, correctionReason: reason, updatedAt: now };
    }
    return { _id: id, eventId, raceId, rows, status: 'provisional', provisionalSince: current?.provisionalSince ?? now, updatedAt: now };
  };
  const updated = await raceResults().update(id, next);
  if (updated) return updated;
  try {
    return await raceResults().insert(next(undefined));
  } catch {
    // Saved by another admin at the same moment: the later save wins, as an edit would.
    const again = await raceResults().update(id, next);
    if (!again) throw new Error('The results could not be saved');
    return again;
  }
};

/**
 * Marks one race's results official: from the race's day on, once, and only results that have
 * rows. Returns the race's name for the audit entry.
 */
export const markResultsOfficial = async (eventId: string, raceId: string): Promise<{ race: string; result: RaceResult }> => {
  const [championship, raceDay] = await Promise.all([loadChampionship(eventId), raceDayOf(eventId)]);
  const race = championship.races.find((candidate) => candidate._id === raceId);
  if (!race) throw new NotFound('Race', championshipMessages.unknownRaceId);
  const day = raceDay ?? '';
  if (!resultsPublicOn(day, today())) throw new Conflict(resultStatusMessages.beforeRace(day));
  await refuseIfRunOnRaceDay(eventId, raceId, race.name);
  const now = new Date().toISOString();
  const result = await raceResults().update(resultIdFor(eventId, raceId), (current) => {
    if (current.rows.length === 0) throw new Conflict(resultStatusMessages.nothingToMark);
    if (statusOf(current) === 'official') throw new Conflict(resultStatusMessages.alreadyOfficial);
    const { provisionalSince: _since, ...kept } = current;
    return { ...kept, status: 'official', officialAt: now, updatedAt: now };
  });
  if (!result) throw new Conflict(resultStatusMessages.nothingToMark);
  return { race: race.name, result };
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
      if (!event || !championship || !resultsPublicOn(event.date, today())) return [];
      const races = championship.races.filter((race) => entry.raceIds.includes(race._id));
      const results = await inParallel(races, 4, (race) => raceResults().get(resultIdFor(entry.eventId, race._id)));
      return races.flatMap((race, index) => {
        const result = results[index];
        const row = result?.rows.find((item) => item.entryId === entry._id);
        if (!result || !row) return [];
        return [
          {
            status: publicStatusOf(result),
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
