/**
 * The registry's references, and the look-up of a profile by its reference or registration number.
 * Both are unique keys of the skaters collection (collections/registry.ts names them), so a look-up
 * is one read instead of a scan of the collection (birth-date-budget.ts makes it). Registration
 * numbers are given on approval, or when an admin adds a profile as approved
 * (`claimRegistrationNo()` in review.ts); a number is never given twice, even after its profile
 * is deleted.
 */
import { randomInt } from 'node:crypto';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '#domain/registry/skater-registry.ts';
import { numberClaim, referenceClaim, skaters } from '#shared/collections/registry.ts';

const randomReference = () =>
  Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** A fresh reference held for profile `owner` (31^8 codes: a clash is rare, and then another is drawn). */
export const claimReference = async (owner: string): Promise<string> => {
  for (let tries = 0; tries < 10; tries += 1) {
    const reference = randomReference();
    if (await skaters().claim(referenceClaim(reference), owner)) return reference;
  }
  throw new Error('No free reference found');
};

export type RegistryKeyKind = 'reference' | 'number';

/** The claim that finds a profile by its reference or its registration number. */
export const registryKey = (kind: RegistryKeyKind, value: string): string =>
  kind === 'reference' ? referenceClaim(value) : numberClaim(value);

/** Frees the profile's keys when it is deleted (the counter still never gives its number again). */
export const releaseKeys = async (skater: Skater): Promise<void> => {
  if (skater.reference) await skaters().release(referenceClaim(skater.reference), skater._id);
  if (skater.registrationNo) await skaters().release(numberClaim(skater.registrationNo), skater._id);
};
