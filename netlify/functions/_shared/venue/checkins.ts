/**
 * Check-in at the rink: one record per race (its id the race result's), listing the entries
 * present and the race's call time. The event's partition says which races have one, so the
 * desk's day is read without a read per race that has none.
 */
import { raceCheckinSchema, type RaceCheckin } from '#domain/venue/desk.schema.ts';
import { collection, type CollectionDefinition, type Indexes } from '#shared/store/index.ts';

const define = <I extends Indexes<RaceCheckin>>(definition: CollectionDefinition<RaceCheckin, I>) => definition;

const raceCheckinsDefinition = define({
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

export const raceCheckins = () => collection(raceCheckinsDefinition);
