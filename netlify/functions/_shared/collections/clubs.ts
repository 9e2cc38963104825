/**
 * The clubs: the associative clubs (listed by name) and each club desk's coach addresses, listed
 * per club for the registrars' screen. A coach's address is found from a claim on its digest
 * (clubs/coaches.ts), so no index names an address.
 */
import { type Club, clubSchema } from '#domain/content/club.schema.ts';
import { coachSchema, type Coach } from '#domain/clubs/club-desk.schema.ts';
import { collection, define, fitted } from '#shared/store/index.ts';
import { byName } from '#shared/store/sort-keys.ts';

/**
 * A club in a list: its name and district, how many members it has, and as many members' names
 * and roles as fit (the admin list shows and searches them); the detail page reads every member.
 */
export const clubSummary = (club: Club) => {
  const { members, ...rest } = club;
  const summary = { ...rest, memberCount: members.length, members: [] as { memberName: string; role: string }[] };
  for (const { memberName, role } of members) {
    const next = { ...summary, members: [...summary.members, { memberName, role }] };
    if (Buffer.byteLength(JSON.stringify(next)) > 1_500) break;
    summary.members = next.members;
  }
  return fitted(summary);
};
export type ClubSummary = ReturnType<typeof clubSummary>;

export const clubsDefinition = define({
  name: 'associative-clubs',
  schema: clubSchema,
  indexes: { byName: { key: (club: Club) => byName(club.clubName), summary: clubSummary } },
});

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

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const clubs = () => collection(clubsDefinition);
export const coaches = () => collection(coachesDefinition);
