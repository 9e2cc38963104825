/**
 * A family's children: the profiles whose e-mail on file is the signed-in address, found through
 * the profiles' `byEmail` index and checked against each record (a profile whose address was
 * corrected since belongs to the new address only). The child a family route's path names,
 * checked before anything else of the request is read (`ownChild`). What the family page shows
 * of each.
 */
import { NotFound } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import { ageCategory, ageInYears, referenceDate } from '#domain/registry/age-category.ts';
import { familyMessages } from '#domain/family/family.ts';
import type { FamilyChild } from '#domain/family/family-views.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { isLapsed } from '#domain/registry/skater-registry.ts';
import { familyPartition, skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { env } from '#shared/platform/env.ts';
import { pathId, type RequestContext } from '#shared/platform/http.ts';
import { requireFamily } from '#shared/security/sessions.ts';

const DAY_MS = 86_400_000;

/** A registration nobody has confirmed belongs to no family yet, whatever address was typed on it. */
const belongs = (skater: Skater | undefined, email: string): skater is Skater =>
  skater !== undefined && skater.status !== 'unverified' && skater.email.toLowerCase() === email;

export const childrenOf = async (email: string): Promise<Skater[]> => {
  const ids: string[] = [];
  for await (const chunk of skaters().scan('byEmail', { partition: familyPartition(email) })) ids.push(...chunk.map(({ _id }) => _id));
  const found = await inParallel(ids, 8, (id) => skaters().get(id));
  return found.filter((skater) => belongs(skater, email));
};

/** One child of the family; anyone else's profile answers as if it did not exist. */
export const childOf = async (email: string, id: string): Promise<Skater> => {
  const skater = await skaters().get(id);
  if (!belongs(skater, email)) throw new NotFound('Skater', familyMessages.childNotFound);
  return skater;
};

const found = new WeakMap<Request, { email: string; skater: Skater }>();

/**
 * The family routes' `allow` check: the child the path names must be the signed-in family's, and
 * any other id answers 404 (whatever the body holds). The handler then takes the child it found
 * with `childOfRequest`.
 */
export const ownChild = async (req: Request, context: RequestContext): Promise<void> => {
  const { email } = await requireFamily(req);
  found.set(req, { email, skater: await childOf(email, pathId(context, 'Skater')) });
};

/** The signed-in address and its child that `ownChild` found for this request. */
export const childOfRequest = (req: Request): { email: string; skater: Skater } => {
  const child = found.get(req);
  if (!child) throw new Error('A family child route runs ownChild as its allow check');
  return child;
};

/** When the identity proof is (or was) deleted: a set time after first approval. */
const proofDeletion = (skater: Skater): FamilyChild['proof'] => {
  if (skater.proofDeletedAt || skater.fileKey === '')
    return { state: 'deleted', ...(skater.proofDeletedAt ? { on: skater.proofDeletedAt } : {}) };
  if (!skater.approvedAt) return { state: 'kept-until-approval' };
  return { state: 'scheduled', on: new Date(Date.parse(skater.approvedAt) + env().proofRetentionDays * DAY_MS).toISOString() };
};

export const childView = (skater: Skater, now = new Date()): FamilyChild => {
  const on = referenceDate(now);
  const season = currentSeason(now);
  const lapsed = isLapsed(skater, season);
  return {
    _id: skater._id,
    name: skater.name,
    skaterPhoto: skater.skaterPhoto,
    ...(skater.registrationNo ? { registrationNo: skater.registrationNo } : {}),
    // Never unverified here (belongs() leaves those out); the type does not know it.
    status: lapsed ? 'lapsed' : skater.status === 'unverified' ? 'pending' : skater.status,
    ...(skater.status === 'rejected' && skater.reason ? { reason: skater.reason } : {}),
    season: skater.season,
    currentSeason: season,
    eventCategory: skater.eventCategory,
    representativeClub: skater.representativeClub,
    coachName: skater.coachName,
    ageCategory: ageCategory(skater.dob, on),
    referenceDay: on.toISOString().slice(0, 10),
    age: ageInYears(skater.dob, on),
    proof: proofDeletion(skater),
    // A profile whose consent was withdrawn is waiting to be deleted: the renewal route refuses it too.
    canRenew: skater.season < season && (skater.status === 'approved' || skater.status === 'rejected') && !skater.consentWithdrawal,
    clubMayEnter: skater.clubMayEnter === true,
    ...(skater.consentWithdrawal ? { consentWithdrawnAt: skater.consentWithdrawal.at } : {}),
  };
};
