/**
 * Saves an edited club as the changes it holds: each member changed, added or removed on its own
 * (so another admin's change to another member is never undone), then the club's details if they
 * changed. Every call carries the club's version (the API client keeps it from the club's read and
 * from each answer), so a club changed by someone else since the form opened is refused at the
 * first call, before anything is written.
 *
 * A save can stop part way (a member added, then the details refused): `progress` hears of every
 * call that went through, with the club as the server now has it and the ids of the members added
 * so far, so that saving again starts from there and adds no member twice.
 */
import type { Club, ClubInput } from '#domain/content/club.schema.ts';
import { api } from '#lib/client/index.ts';

type MemberInput = ClubInput['members'][number];

/** After each call that went through: the club as saved so far, and the ids given to added members (by their place in the input). */
export type ClubSaveProgress = (club: Club, added: ReadonlyMap<number, string>) => void;

const sameMember = (a: MemberInput, b: MemberInput) =>
  a.memberName === b.memberName &&
  a.role === b.role &&
  (a.profileImage ?? '') === (b.profileImage ?? '') &&
  (a.mobileNumber ?? '') === (b.mobileNumber ?? '');

const DETAILS = ['clubName', 'district', 'stateName', 'venue', 'trainingTimes', 'contactPhone', 'contactEmail', 'mapUrl'] as const;

export const saveClubEdit = async (club: Club, input: ClubInput, progress: ClubSaveProgress = () => undefined): Promise<void> => {
  const before = new Map(club.members.flatMap((member) => (member._id ? [[member._id, member] as const] : [])));
  const kept = new Set<string>();
  const added = new Map<number, string>();
  const fields = ({ _id: _ignored, ...member }: MemberInput) => member;
  // Changes and additions before removals: a club is never left without a member on the way.
  for (const [index, member] of input.members.entries()) {
    const previous = member._id === undefined ? undefined : before.get(member._id);
    if (previous && member._id !== undefined) {
      kept.add(member._id);
      if (!sameMember(previous, member)) progress(await api.changeClubMember(club._id, member._id, fields(member)), added);
    } else {
      const saved = await api.addClubMember(club._id, fields(member));
      // The new member is the one the club did not have before this save.
      const known = new Set([...before.keys(), ...added.values()]);
      const id = saved.members.find((candidate) => candidate._id !== undefined && !known.has(candidate._id))?._id;
      if (id !== undefined) added.set(index, id);
      progress(saved, added);
    }
  }
  for (const memberId of before.keys()) if (!kept.has(memberId)) progress(await api.removeClubMember(club._id, memberId), added);
  const { members: _members, ...details } = input;
  if (DETAILS.some((name) => (details[name] ?? '') !== (club[name] ?? ''))) progress(await api.updateClub(club._id, details), added);
};
