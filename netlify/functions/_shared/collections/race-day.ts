/**
 * Race day: each race's setup, rounds and heats, the championship's bibs, and each skater's
 * personal and season bests (race-day/bests.ts keeps them from the official heats).
 */
import { raceDayBookSchema, raceDaySchema, type RaceDay } from '#domain/race-day/race-day.schema.ts';
import { skaterBestsSchema } from '#domain/race-day/personal-bests.ts';
import { recordBookSchema } from '#domain/race-day/race-records.ts';
import { collection, define } from '#shared/store/index.ts';

/**
 * Race day: one record per race set up (its setup, rounds, heats and their results). The event's
 * partition lists them with what the public page and the admins' grid need to pick one.
 */
export const raceDaysDefinition = define({
  name: 'race-days',
  schema: raceDaySchema,
  indexes: {
    byEvent: {
      key: (day: RaceDay) => `${String(day.eventNumber).padStart(5, '0')}|${day.raceId}`,
      summary: (day: RaceDay) => ({
        _id: day._id,
        raceId: day.raceId,
        eventNumber: day.eventNumber,
        format: day.setup.format,
        distance: day.setup.distance,
        roundsSeeded: day.rounds.length,
      }),
      partition: (day: RaceDay) => day.eventId,
    },
  },
});

/** A championship's bibs (one record per event, its id the event's). */
export const raceDayBooksDefinition = define({
  name: 'race-day-books',
  schema: raceDayBookSchema,
  indexes: {},
});

/** One record per skater (one read), its id the skater's. */
export const skaterBestsDefinition = define({ name: 'skater-bests', schema: skaterBestsSchema, indexes: {} });

/** Records: one book per championship (its meet records, the times waiting for the referee) and one `standing` book. */
export const raceRecordsDefinition = define({ name: 'race-records', schema: recordBookSchema, indexes: {} });

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const raceDays = () => collection(raceDaysDefinition);
export const raceDayBooks = () => collection(raceDayBooksDefinition);
export const skaterBests = () => collection(skaterBestsDefinition);
export const raceRecords = () => collection(raceRecordsDefinition);
