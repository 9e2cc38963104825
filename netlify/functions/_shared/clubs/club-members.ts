/**
 * A club's members, edited one at a time (add, change, remove one) rather than by replacing the
 * list, so two admins working on different members of one club never undo each other: each change
 * is applied to the club as it is at that instant, inside the store's compare-and-set.
 *
 * Members saved before they had ids are given one the first time their club is written (derived
 * from the club and the member's place, so reads before that agree on it).
 */
import { createHash } from 'node:crypto';
import { NotFound, Refused } from '#domain/common/errors.ts';
import { CLUB_LIMITS, clubMemberMessages } from '#domain/content/club.ts';
import type { Club, ClubMember } from '#domain/content/club.schema.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { newId } from '#shared/store/index.ts';

type MemberFields = Omit<ClubMember, '_id'>;

const legacyMemberId = (clubId: string, index: number, member: ClubMember): string =>
  createHash('sha256').update(`${clubId}|${index}|${member.memberName}|${member.role}`).digest('hex').slice(0, 24);

/** The club with an id on every member. */
export const withMemberIds = (club: Club): Club => ({
  ...club,
  members: club.members.map((member, index) => ({ ...member, _id: member._id ?? legacyMemberId(club._id, index, member) })),
});

/** The members of a new or replaced list: ids the club already gave are kept, any other is new. */
export const membersToStore = (members: readonly (MemberFields & { _id?: string | undefined })[], current?: Club): ClubMember[] => {
  const known = new Set(current ? withMemberIds(current).members.map((member) => member._id) : []);
  return members.map(({ _id, ...fields }) => ({ ...fields, _id: _id !== undefined && known.has(_id) ? _id : newId() }));
};

const changeClub = async (clubId: string, change: (club: Club) => Club): Promise<Club> => {
  const updated = await clubs().update(clubId, (current) => change(withMemberIds(current)));
  if (!updated) throw new NotFound('Club');
  return updated;
};

const memberNotFound = () => new NotFound('Member', clubMemberMessages.notFound);

export const addMember = (clubId: string, fields: MemberFields): Promise<Club> =>
  changeClub(clubId, (club) => {
    if (club.members.length >= CLUB_LIMITS.members) throw new Refused(clubMemberMessages.tooMany);
    return { ...club, members: [...club.members, { ...fields, _id: newId() }] };
  });

export const changeMember = (clubId: string, memberId: string, fields: MemberFields): Promise<Club> =>
  changeClub(clubId, (club) => {
    if (!club.members.some((member) => member._id === memberId)) throw memberNotFound();
    return { ...club, members: club.members.map((member) => (member._id === memberId ? { ...fields, _id: memberId } : member)) };
  });

export const removeMember = (clubId: string, memberId: string): Promise<Club> =>
  changeClub(clubId, (club) => {
    if (!club.members.some((member) => member._id === memberId)) throw memberNotFound();
    if (club.members.length === 1) throw new Refused(clubMemberMessages.lastMember);
    return { ...club, members: club.members.filter((member) => member._id !== memberId) };
  });
