/**
 * Championships: the events' races, the entries, the results of each race and the district team.
 */
import { createHash } from 'node:crypto';
import {
  championshipSchema,
  entrySchema,
  raceResultSchema,
  selectionSchema,
  type Championship,
  type Entry,
  type RaceResult,
} from '#domain/championships/championship.schema.ts';
import { publicStatusOf } from '#domain/championships/result-status.ts';
import { collection, define, whole } from '#shared/store/index.ts';
import { byCreation, byName } from '#shared/store/sort-keys.ts';

/**
 * The id a record is stored under when it is derived from what it belongs to (an entry's skater
 * and event, a result's event and race), so "this skater's entry for this event" is one read.
 */
export const derivedId = (...parts: string[]): string => createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24);

/** One per championship event, listed by when entries close. */
export const championshipsDefinition = define({
  name: 'championships',
  schema: championshipSchema,
  indexes: {
    byClose: {
      key: (championship: Championship) => championship.entriesClose,
      summary: ({ _id, entriesClose, races }: Championship) => ({ _id, entriesClose, raceCount: races.length }),
    },
  },
});

/**
 * Entries: one per skater per event. An event's entries are a partition of their own (the admin's
 * lists per event and per race, start lists, results and the team read only it), and a skater's
 * are another (the results on their profile).
 */
export const entriesDefinition = define({
  name: 'entries',
  schema: entrySchema,
  indexes: {
    byEvent: {
      key: (entry: Entry) => byName(entry.name),
      summary: (entry: Entry) => whole(entry),
      partition: (entry: Entry) => entry.eventId,
    },
    /** Every entry by when it was made: the dashboard counts this week's from its end. */
    newest: { key: byCreation, summary: ({ _id }: Entry) => ({ _id }) },
    bySkater: {
      key: (entry: Entry) => entry.createdAt,
      summary: ({ _id, eventId, raceIds, status }: Entry) => ({ _id, eventId, raceIds, status }),
      partition: (entry: Entry) => entry.skaterId,
    },
  },
});

/** The one partition of the provisional results' index. */
export const PROVISIONAL_RESULTS = 'provisional';

/** One record per race with results; the event's partition says which races have them. */
export const raceResultsDefinition = define({
  name: 'race-results',
  schema: raceResultSchema,
  indexes: {
    /** How many rows and how final they are: the results screen's race picker reads them all in one scan. */
    byEvent: {
      key: (result: RaceResult) => result.raceId,
      summary: (result: RaceResult) => ({
        _id: result._id,
        raceId: result.raceId,
        rowCount: result.rows.length,
        status: publicStatusOf(result),
      }),
      partition: (result: RaceResult) => result.eventId,
      version: 2,
    },
    /** Provisional results with rows, oldest first: the dashboard's reminder is a rank and one short page. */
    provisional: {
      key: (result: RaceResult) => `${result.provisionalSince ?? result.updatedAt}|${result._id}`,
      summary: ({ _id, eventId, raceId, provisionalSince, updatedAt }: RaceResult) => ({
        _id,
        eventId,
        raceId,
        since: provisionalSince ?? updatedAt,
      }),
      partition: (result: RaceResult) => (result.status === 'provisional' && result.rows.length > 0 ? PROVISIONAL_RESULTS : null),
    },
  },
});

/** The admins' changes to an event's district team (one record per event, its id the event's). */
export const selectionsDefinition = define({
  name: 'selections',
  schema: selectionSchema,
  indexes: {},
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const championships = () => collection(championshipsDefinition);
export const entries = () => collection(entriesDefinition);
export const raceResults = () => collection(raceResultsDefinition);
export const selections = () => collection(selectionsDefinition);
