/**
 * An admin's review of a skater profile: approve it (it gets its registration number on first
 * approval and is current for this season), reject it with the reason the parent is told, or
 * correct its fields. A date of birth decides a skater's age category in every race, so once a
 * profile has been approved it changes only with a stated reason, kept in a short history.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import type { Skater, SkaterCorrection, SkaterDecision } from '#domain/registry/skater.schema.ts';
import { DOB_HISTORY_MAX, registryMessages } from '#domain/registry/skater-registry.ts';
import type { SkaterLetterKind } from '#domain/registry/skater-letters.ts';
import { skaters } from '#shared/collections/registry.ts';
import { claimRegistrationNo, releaseRegistrationNo } from './registry-keys.ts';
import { approvalWaitsForFee } from '#shared/fees/fee-settings.ts';
import { chargesFollowAddress } from '#shared/fees/charge-family.ts';
import { feeMessages } from '#domain/fees/fees.ts';

const WHAT = 'Skater profile';

export interface Reviewed {
  skater: Skater;
  /** The letter the parent is owed, when the decision changed something they must know. */
  letter?: SkaterLetterKind;
}

const approve = async (id: string, now: Date): Promise<Reviewed> => {
  const before = await skaters().get(id);
  if (!before) throw new NotFound(WHAT);
  if (await approvalWaitsForFee(before)) throw new Conflict(feeMessages.approvalWaits);
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
