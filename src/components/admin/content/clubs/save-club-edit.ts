/**
 * Saves an edited club as the changes it holds: each member changed, added or removed on its own
 * (so another admin's change to another member is never undone), then the club's details if they
 * changed. Every call carries the club's version (the API client keeps it from the club's read and
 * from each answer), so a club changed by someone else since the form opened is refused at the
 * first call, before anything is written.
 */
import type { Club, ClubInput } from '#domain/content/club.schema.ts';
import { api } from '#lib/api-client.ts';

type MemberInput = ClubInput['members'][number];

const sameMember = (a: MemberInput, b: MemberInput) =>
  a.memberName === b.memberName &&
  a.role === b.role &&
  (a.profileImage ?? '') === (b.profileImage ?? '') &&
  (a.mobileNumber ?? '') === (b.mobileNumber ?? '');

const DETAILS = ['clubName', 'district', 'stateName', 'venue', 'trainingTimes', 'contactPhone', 'contactEmail', 'mapUrl'] as const;

export const saveClubEdit = async (club: Club, input: ClubInput): Promise<void> => {
  const before = new Map(club.members.flatMap((member) => (member._id ? [[member._id, member] as const] : [])));
  const kept = new Set<string>();
  const fields = ({ _id: _ignored, ...member }: MemberInput) => member;
  // Changes and additions before removals: a club is never left without a member on the way.
  for (const member of input.members) {
    const previous = member._id === undefined ? undefined : before.get(member._id);
    if (previous && member._id !== undefined) {
      kept.add(member._id);
      if (!sameMember(previous, member)) await api.changeClubMember(club._id, member._id, fields(member));
    } else await api.addClubMember(club._id, fields(member));
  }
  for (const memberId of before.keys()) if (!kept.has(memberId)) await api.removeClubMember(club._id, memberId);
  const { members: _members, ...details } = input;
  if (DETAILS.some((name) => (details[name] ?? '') !== (club[name] ?? ''))) await api.updateClub(club._id, details);
};
