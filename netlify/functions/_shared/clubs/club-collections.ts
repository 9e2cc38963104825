/**
 * The club desk's own collections (docs/clubs.md), declared like every other store
 * (store/collections.ts): a club's coach addresses, listed per club for the registrars' screen.
 * An address is found from a claim on its digest (coaches.ts), so no index names an address.
 */
import { coachSchema, type Coach } from '#domain/clubs/club-desk.schema.ts';
import { collection, type CollectionDefinition, type Identified, type Indexes } from '#shared/store/index.ts';

const define = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>) => definition;

export const coachesDefinition = define({
  name: 'club-coaches',
  schema: coachSchema,
  indexes: {
    byClub: {
      key: (coach: Coach) => `${coach.createdAt}|${coach._id}`,
      summary: ({ _id, email, createdAt }: Coach) => ({ _id, email, createdAt }),
      partition: (coach: Coach) => coach.clubId,
    },
  },
});

export const coaches = () => collection(coachesDefinition);
