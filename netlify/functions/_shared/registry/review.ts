/**
 * An admin's review of a skater profile, from the request to the stored change: approve it (it
 * gets its registration number on first approval, and is current for this season), reject it with
 * the reason the parent is told, or correct its fields; then the rebuild, the parent's letter, the
 * audit entry and the answer. A date of birth decides a skater's age category in every race, so
 * once a profile has been approved it changes only with a stated reason, kept in a short history.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import { site } from '#config/site.ts';
import {
  skaterCorrectionSchema,
  skaterDecisionSchema,
  type Skater,
  type SkaterCorrection,
  type SkaterDecision,
} from '#domain/registry/skater.schema.ts';
import { DOB_HISTORY_MAX, registrationNumber, registryMessages } from '#domain/registry/skater-registry.ts';
import type { SkaterLetterKind } from '#domain/registry/skater-letters.ts';
import { toAdminDetail } from '#domain/registry/skater-views.schema.ts';
import { auditRecord } from '#shared/audit/audited.ts';
import { charges, readPolicy, reopenCharge, waiveCharge } from '#shared/collections/fees.ts';
import { numberClaim, registrationCounter, skaters } from '#shared/collections/registry.ts';
import { json, parseWith, type RequestContext } from '#shared/platform/http.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { mailParent } from './parent-letters.ts';
import { chargesFollowAddress } from '#shared/fees/charge-family.ts';
import { approvalWaitsForFee, feeMessages, registrationChargeId } from '#domain/fees/fees.ts';

const WHAT = 'Skater profile';

export interface Reviewed {
  skater: Skater;
  /** The letter the parent is owed, when the decision changed something they must know. */
  letter?: SkaterLetterKind;
}

/**
 * The next registration number of `year`, held for profile `owner`: an approval's, or an admin's
 * profile approved as it is added (skater-intake.ts).
 */
export const claimRegistrationNo = async (owner: string, year: number): Promise<string> => {
  const registrationNo = registrationNumber(site.registrationPrefix, year, await skaters().next(registrationCounter(year)));
  await skaters().claim(numberClaim(registrationNo), owner);
  return registrationNo;
};

/** Frees a number taken for a profile that got another one meanwhile (the number itself is never given again). */
const releaseRegistrationNo = (registrationNo: string, owner: string) => skaters().release(numberClaim(registrationNo), owner);

const approve = async (id: string, now: Date): Promise<Reviewed> => {
  const before = await skaters().get(id);
  if (!before) throw new NotFound(WHAT);
  // Not approved before, its fee was waived: approved now, it is owed again (and may make approval wait).
  await reopenCharge(registrationChargeId(before), feeMessages.waivedNotApproved, now);
  // The charge is read only when the policy can make approval wait for it.
  const policy = await readPolicy();
  const charge = policy.approvalWaitsForFee ? await charges().get(registrationChargeId(before)) : undefined;
  if (approvalWaitsForFee(policy, charge)) throw new Conflict(feeMessages.approvalWaits);
  const season = currentSeason(now);
  // The number is taken before the write (a counter cannot be read inside a compare-and-set);
  // a profile approved twice at once keeps the first number and the spare one is never reused.
  const taken = before.registrationNo ? undefined : await claimRegistrationNo(id, season);
  const updated = await skaters().update(id, ({ reason: _reason, ...current }) => ({
    ...current,
    status: 'approved',
    season,
    registrationNo: current.registrationNo ?? taken,
    approvedAt: current.approvedAt ?? now.toISOString(),
  }));
  if (taken && updated?.registrationNo !== taken) await releaseRegistrationNo(taken, id);
  if (!updated) throw new NotFound(WHAT);
  const changed = before.status !== 'approved' || before.season !== season;
  return { skater: updated, ...(changed ? { letter: 'approved' as const } : {}) };
};

const reject = async (id: string, reason: string): Promise<Reviewed> => {
  let before: Skater | undefined;
  const updated = await skaters().update(id, (current) => {
    before = current;
    return { ...current, status: 'rejected', reason };
  });
  if (!updated) throw new NotFound(WHAT);
  // A registration the association did not accept owes nothing; registering again makes its own charge.
  await waiveCharge(registrationChargeId(updated), feeMessages.waivedNotApproved);
  const changed = before?.status !== 'rejected' || before.reason !== reason;
  return { skater: updated, ...(changed ? { letter: 'rejected' as const } : {}) };
};

export const decide = (id: string, decision: SkaterDecision, now = new Date()): Promise<Reviewed> =>
  decision.status === 'approved' ? approve(id, now) : reject(id, decision.reason);

/** A registrar who sets the e-mail or phone has settled a change held from a renewal: its link no longer works. */
const settleHeldContact = (skater: Skater, changes: Partial<Skater>): Skater => {
  if (changes.email === undefined && changes.phoneNo === undefined) return skater;
  const { contactChange: _settled, ...rest } = skater;
  return rest;
};

/** Applies corrections; 400 when an approved skater's date of birth would change without a reason. */
export const correct = async (id: string, { dobReason, ...fields }: SkaterCorrection, now = new Date()): Promise<Skater> => {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Skater>;
  if (Object.keys(changes).length === 0 && dobReason === undefined) throw new Refused(registryMessages.nothingToChange);
  const updated = await skaters().update(id, (stored) => {
    const current = settleHeldContact(stored, changes);
    const dobChanged = changes.dob !== undefined && changes.dob !== current.dob;
    if (!dobChanged) return { ...current, ...changes, dob: current.dob };
    if (current.approvedAt !== undefined && dobReason === undefined) throw new Refused(registryMessages.dobReasonRequired);
    const change = { at: now.toISOString(), from: current.dob, to: changes.dob as string, reason: dobReason ?? '' };
    return { ...current, ...changes, dobChanges: [...current.dobChanges, change].slice(-DOB_HISTORY_MAX) };
  });
  if (!updated) throw new NotFound(WHAT);
  // The child's charges and receipts go where the child's letters go.
  if (changes.email !== undefined) await chargesFollowAddress(updated._id, updated.email);
  return updated;
};

/** A registration the parent has not confirmed is not the registrar's: to them it does not exist yet. */
export const reviewable = async (id: string): Promise<Skater> => {
  const skater = await skaters().get(id);
  if (!skater || skater.status === 'unverified') throw new NotFound(WHAT);
  return skater;
};

/** Approve, reject with a reason, or correct: a body with `status` is a decision, any other a correction. */
export const reviewProfile = async (
  req: Request,
  context: RequestContext,
  id: string,
  body: Record<string, unknown>,
): Promise<Response> => {
  await reviewable(id);
  if (Object.hasOwn(body, 'status')) {
    const decision = parseWith(skaterDecisionSchema, body);
    const { skater, letter } = await decide(id, decision);
    requestRebuild(context, 'skater profile reviewed');
    const mail = letter ? await mailParent(letter, skater) : undefined;
    const profile = (await skaters().get(id)) ?? skater;
    const message = decision.status === 'approved' ? registryMessages.approved : registryMessages.rejected;
    auditRecord(req, profile, decision.status === 'approved' ? 'approve' : 'reject');
    return json({ message, profile: toAdminDetail(profile), ...(mail ? { mail } : {}) });
  }
  const skater = await correct(id, parseWith(skaterCorrectionSchema, body));
  if (skater.status === 'approved') requestRebuild(context, 'skater profile corrected');
  auditRecord(req, skater, 'edit');
  return json({ message: registryMessages.updated, profile: toAdminDetail(skater) });
};
