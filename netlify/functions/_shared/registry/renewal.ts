/**
 * Public look-ups and renewals of the registry. A parent proves who they are with two things only
 * they should have together: the reference (or registration number) and the skater's date of
 * birth. An unknown key and a wrong date answer the same 404, word for word, so the answers never
 * tell a stranger whether a reference or a number exists; wrong dates are counted against one
 * budget per skater across every route (birth-date-budget.ts). A renewal never changes the e-mail
 * or phone on file: a change asked for is held until it is confirmed (contact-change.ts). A profile
 * whose consent was withdrawn is waiting to be deleted and is never renewed (docs/rules.md#withdrawing-consent).
 */
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { formatDate } from '#domain/common/dates.ts';
import { consentMessages } from '#domain/registry/consent-withdrawal.ts';
import { currentSeason } from '#config/rules.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { isLapsed, registryMessages } from '#domain/registry/skater-registry.ts';
import type { z } from 'zod';
import type { renewalSchema } from '#domain/registry/skater.schema.ts';
import { skaters } from '#shared/collections/registry.ts';
import { storeWithImages, type CheckedImages } from '#shared/media/stored-images.ts';
import { findWithBirthDate } from './birth-date-budget.ts';
import { claimReference } from './registry-keys.ts';
import { chargeRegistration } from '#shared/fees/charges.ts';

/** The one answer for "no such reference" and "wrong date of birth". */
const noMatch = (message: string) => new NotFound('Skater profile', message);

/** Counted against the skater's budget of wrong dates (429 once it is spent). */
export const findByReference = (reference: string, dob: string): Promise<Skater> =>
  findWithBirthDate({ kind: 'reference', value: reference }, dob, registryMessages.statusNotFound);

export const findByRegistrationNo = (
  registrationNo: string,
  dob: string,
  notFound: string = registryMessages.renewNotFound,
): Promise<Skater> => findWithBirthDate({ kind: 'number', value: registrationNo }, dob, notFound);

const lapsedNow = (skater: Skater, now: Date) => (isLapsed(skater, currentSeason(now)) ? { lapsed: true } : {});

/** What the status page shows: the state, the number once approved, the reason once rejected. */
export const statusView = (skater: Skater, now = new Date()) => ({
  status: skater.status,
  ...(skater.registrationNo ? { registrationNo: skater.registrationNo } : {}),
  ...(skater.status === 'rejected' && skater.reason ? { reason: skater.reason } : {}),
  season: skater.season,
  ...lapsedNow(skater, now),
});

const registeredFor = (skater: Skater, season: number) =>
  skater.season === season && (skater.status === 'approved' || skater.status === 'pending');

/** 409 when the parent withdrew consent: the profile is being deleted, and a new registration is the way back. */
const refuseIfWithdrawn = (skater: Skater): void => {
  if (skater.consentWithdrawal) throw new Conflict(consentMessages.noRenewal(formatDate(skater.consentWithdrawal.at)));
};

/** 409 when the profile is already approved or waiting for the current season, or its consent was withdrawn. */
const refuseIfRegistered = (skater: Skater, now = new Date()): void => {
  refuseIfWithdrawn(skater);
  if (registeredFor(skater, currentSeason(now))) throw new Conflict(registryMessages.alreadyRegistered);
};

/** What a renewal may change at once; a new e-mail or phone is held apart (contact-change.ts). */
export type RenewalInput = Omit<z.output<typeof renewalSchema>, 'consent' | 'photo' | 'website' | 'email' | 'phoneNo'>;

/**
 * Puts the profile back to pending for the current season with what the parent changed (never
 * the e-mail or phone); the registration number stays. 409 when it is already approved or
 * waiting for this season, or when its consent was withdrawn.
 */
export const renew = async (
  skater: Skater,
  input: RenewalInput,
  photo: CheckedImages<'skaterPhoto'>,
  now = new Date(),
): Promise<Skater> => {
  const season = currentSeason(now);
  refuseIfRegistered(skater, now);
  const reference = skater.reference ?? (await claimReference(skater._id));
  const changes = {
    ...(input.eventCategory === undefined ? {} : { eventCategory: input.eventCategory }),
    ...(input.representativeClub === undefined ? {} : { representativeClub: input.representativeClub }),
    ...(input.coachName === undefined ? {} : { coachName: input.coachName }),
  };
  const updated = await storeWithImages(photo, (stored) =>
    skaters().update(skater._id, ({ reason: _reason, ...current }) => {
      // Checked again inside the write: of two renewals sent at once, only one gets in, and a
      // withdrawal that lands first wins over the renewal.
      refuseIfWithdrawn(current as Skater);
      if (registeredFor(current as Skater, season)) throw new Conflict(registryMessages.alreadyRegistered);
      return {
        ...current,
        ...changes,
        ...(stored.skaterPhoto ? { skaterPhoto: stored.skaterPhoto } : {}),
        status: 'pending',
        season,
        reference,
        consentAt: now.toISOString(),
      };
    }),
  );
  if (!updated) throw noMatch(registryMessages.renewNotFound);
  await chargeRegistration(updated, true, now);
  return updated;
};
