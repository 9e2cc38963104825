/**
 * The registry's unique keys: references and registration numbers. Each is held as a claim of the
 * skaters collection (one small blob per key, written only if absent), so a new key is unique
 * even when two profiles ask at the same moment, and a look-up by reference or number is one
 * read instead of a scan of the collection (birth-date-budget.ts makes it). Registration numbers come from a counter per year
 * that only moves forward: a number is never given twice, even after its profile is deleted.
 */
import { randomInt } from 'node:crypto';
import { site } from '#config/site.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, registrationNumber } from '#domain/registry/skater-registry.ts';
import { skaters } from '#shared/collections/registry.ts';

const referenceClaim = (reference: string) => `reference:${reference}`;
const numberClaim = (registrationNo: string) => `registration-number:${registrationNo}`;

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

/** The next registration number of `year`, held for profile `owner`. */
export const claimRegistrationNo = async (owner: string, year: number): Promise<string> => {
  const registrationNo = registrationNumber(site.registrationPrefix, year, await skaters().next(`registration-${year}`));
  await skaters().claim(numberClaim(registrationNo), owner);
  return registrationNo;
};

/** Frees a number taken for a profile that got another one meanwhile (the number itself is never given again). */
export const releaseRegistrationNo = (registrationNo: string, owner: string) => skaters().release(numberClaim(registrationNo), owner);

export type RegistryKeyKind = 'reference' | 'number';

/** The claim that finds a profile by its reference or its registration number. */
export const registryKey = (kind: RegistryKeyKind, value: string): string =>
  kind === 'reference' ? referenceClaim(value) : numberClaim(value);

/** Frees the profile's keys when it is deleted (the counter still never gives its number again). */
export const releaseKeys = async (skater: Skater): Promise<void> => {
  if (skater.reference) await skaters().release(referenceClaim(skater.reference), skater._id);
  if (skater.registrationNo) await skaters().release(numberClaim(skater.registrationNo), skater._id);
};
