/**
 * Check-in at the rink: one record per race (its id the race result's), listing the entries
 * present and the race's call time. The event's partition says which races have one, so the
 * desk's day is read without a read per race that has none.
 */
import { raceCheckinSchema, type RaceCheckin } from '#domain/venue/desk.schema.ts';
import { collection, define } from '#shared/store/index.ts';

export const raceCheckinsDefinition = define({
  name: 'race-checkins',
  schema: raceCheckinSchema,
  indexes: {
    byEvent: {
      key: (checkin: RaceCheckin) => checkin.raceId,
      summary: ({ _id, raceId }: RaceCheckin) => ({ _id, raceId }),
      partition: (checkin: RaceCheckin) => checkin.eventId,
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const raceCheckins = () => collection(raceCheckinsDefinition);
