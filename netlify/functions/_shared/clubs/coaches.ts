/**
 * A club's coach addresses (docs/clubs.md#coach-addresses): given and taken back by a registrar or
 * an owner. One address serves one club: the address's digest is a claim held by its coach
 * record, so two clubs can never both be given it, and the desk finds a coach's club from the
 * address in two reads whatever the number of clubs or coaches. Adding an address the club already
 * has changes nothing (a form sent twice adds it once).
 */
import { createHash } from 'node:crypto';
import { clubDeskMessages, COACHES_PER_CLUB } from '#domain/clubs/club-desk.ts';
import type { Coach } from '#domain/clubs/club-desk.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { newId } from '#shared/store/index.ts';
import { coaches } from '#shared/collections/clubs.ts';

/** A claim taken by a request stopped before its record was written is free again after this long. */
const STRANDED_CLAIM_MS = 60_000;

const addressClaim = (email: string) => `address-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** The club's coach addresses, oldest first (one partition read). */
export const coachesOf = async (clubId: string): Promise<{ _id: string; email: string; createdAt: string }[]> => {
  const found: { _id: string; email: string; createdAt: string }[] = [];
  for await (const chunk of coaches().scan('byClub', { partition: clubId })) found.push(...chunk);
  return found;
};

/** The coach record of an address, or undefined when no club has it. */
export const coachOf = async (email: string): Promise<Coach | undefined> => {
  const holder = await coaches().holder(addressClaim(email));
  if (holder === undefined) return undefined;
  const coach = await coaches().get(holder);
  return coach && coach.email === email.trim().toLowerCase() ? coach : undefined;
};

/** The club an address is a coach of, with its coach record; undefined when none. */
export const coachClub = async (email: string): Promise<{ coach: Coach; club: Club } | undefined> => {
  const coach = await coachOf(email);
  if (!coach) return undefined;
  const club = await clubs().get(coach.clubId);
  return club ? { coach, club } : undefined;
};

/** Gives the club this address (or finds it given already). 404 no such club; 409 another club's; 400 too many. */
export const addCoach = async (clubId: string, email: string, now = new Date()): Promise<{ coach: Coach; club: Club; added: boolean }> => {
  const club = await clubs().get(clubId);
  if (!club) throw new NotFound('Club');
  const claim = addressClaim(email);
  const _id = newId();
  const taken = await coaches().claim(claim, _id, {
    takeOverAfterMs: STRANDED_CLAIM_MS,
    ownerExists: async (owner) => (await coaches().get(owner)) !== undefined,
  });
  if (!taken) {
    const holder = await coachOf(email);
    if (holder?.clubId === clubId) return { coach: holder, club, added: false };
    const other = holder ? await clubs().get(holder.clubId) : undefined;
    throw new Conflict(clubDeskMessages.coachElsewhere(other?.clubName ?? 'another club'));
  }
  if ((await coachesOf(clubId)).length >= COACHES_PER_CLUB) {
    await coaches().release(claim, _id);
    throw new Refused(clubDeskMessages.tooManyCoaches);
  }
  const coach = await coaches().insert({ _id, clubId, email, createdAt: now.toISOString() });
  return { coach, club, added: true };
};

/** Takes the address back: its coach is refused from the next request on. */
export const removeCoach = async (coachId: string): Promise<{ coach: Coach; club: Club | undefined }> => {
  const coach = await coaches().remove(coachId);
  if (!coach) throw new NotFound('Coach address');
  await coaches().release(addressClaim(coach.email), coach._id);
  return { coach, club: await clubs().get(coach.clubId) };
};
