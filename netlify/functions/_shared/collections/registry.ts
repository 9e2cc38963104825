/**
 * The skater registry's profiles, their indexes and unique keys, and who sees which profile in a
 * list, and what of it (docs/rules.md#personal-data). Visitors: only profiles approved for the current season,
 * and only their public fields. Admins: every profile, pending ones first, with the Aadhaar number
 * masked. The indexes below apply these; the routes, the content export and the dashboard read
 * the partitions named here. Skaters are listed by name.
 */
import { createHash } from 'node:crypto';
import { PERSONAL_PHOTO_PREFIX } from '#domain/common/images.ts';
import { type Skater, storedSkaterSchema } from '#domain/registry/skater.schema.ts';
import { consentWithdrawn } from '#domain/registry/consent-withdrawal.ts';
import { toAdminSummary, toPublicSkater } from '#domain/registry/skater-views.schema.ts';
import { collection, define, fitted } from '#shared/store/index.ts';
import { byCreation, byName } from '#shared/store/sort-keys.ts';

/**
 * The public list of skater profiles is a partition per season holding only that season's
 * approved profiles: the public index never holds a pending, rejected or lapsed profile, nor one
 * whose parent withdrew consent, and when a season starts the public list is the new season's (empty) partition, with no record rewritten.
 */
export const approvedList = (season: number): string => `approved-${season}`;
export const publicSkaterList = (skater: Skater): string | null =>
  skater.status === 'approved' && !consentWithdrawn(skater) ? approvedList(skater.season) : null;

/**
 * The admin index has one partition: every profile, pending ones first, then the rest by name. A
 * registration the parent has not confirmed is in no admin list (nor counted): it is not the
 * registrar's until then.
 */
export const ADMIN_SKATER_LIST = 'all';
export const adminSkaterList = (skater: Skater): string | null => (skater.status === 'unverified' ? null : ADMIN_SKATER_LIST);
/** The partition of the index of registrations waiting for the parent's confirmation. */
export const UNVERIFIED_LIST = 'unverified';
/** Sort keys of the admin index start with this for pending profiles, '1' for the rest (so rank('1') counts the pending ones). */
export const PENDING_KEY = '0';
export const AFTER_PENDING_KEY = '1';
export const adminSkaterKey = (skater: Skater) => `${skater.status === 'pending' ? PENDING_KEY : AFTER_PENDING_KEY}${byName(skater.name)}`;

/** What a visitor's list holds of a profile: its public view, and nothing else. */
export const publicSkaterSummary = (skater: Skater) => fitted(toPublicSkater(skater));

/** What the admin table holds of a profile: the admin summary (the full Aadhaar number never leaves the record). */
export const adminSkaterSummary = (skater: Skater) => fitted(toAdminSummary(skater));

/**
 * A profile's photo is public only while the profile is (approved for the current season); the photo
 * route finds the profiles holding a photo through the skater index `byPhoto`, whose partition is
 * the photo's key (photo-access.ts). A profile without a stored photo is in no partition.
 */
export const photoPartition = (skater: Skater): string | null =>
  skater.skaterPhoto.startsWith(PERSONAL_PHOTO_PREFIX) ? skater.skaterPhoto.slice(PERSONAL_PHOTO_PREFIX.length) || null : null;

/**
 * The family page's partition of an address: the profiles whose e-mail on file it is. A digest,
 * so no address appears in a key; profiles are found by it, then checked against their record.
 */
export const familyPartition = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A club's partition of the roster index: a digest of its name as skaters' records write it (case and spaces aside). */
export const clubPartition = (clubName: string): string =>
  `club-${createHash('sha256').update(clubName.trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex').slice(0, 40)}`;

/**
 * A profile's unique keys, held as claims of the collection (one small blob per key, written only
 * if absent, so a key is unique even when two profiles ask at the same moment): its reference and
 * its registration number. A look-up by either is one read of the claim's holder, never a scan.
 * Registration numbers come from the collection's counter of their year, which only moves forward.
 */
export const referenceClaim = (reference: string): string => `reference:${reference}`;
export const numberClaim = (registrationNo: string): string => `registration-number:${registrationNo}`;
export const registrationCounter = (year: number): string => `registration-${year}`;

export const skatersDefinition = define({
  name: 'skater-profiles',
  schema: storedSkaterSchema,
  indexes: {
    /** What visitors may see, and nothing else (the page, its search, the build's first page). */
    publicByName: {
      key: (skater: Skater) => byName(skater.name),
      summary: publicSkaterSummary,
      partition: publicSkaterList,
      version: 2,
    },
    /** What the admin table shows: contact details, the masked Aadhaar number, the date of birth, the review state. */
    adminByName: {
      key: adminSkaterKey,
      summary: adminSkaterSummary,
      partition: adminSkaterList,
      version: 2,
    },
    /** A family's children: the profiles with this e-mail on file (ids only; the page reads each record). */
    byEmail: {
      key: (skater: Skater) => byName(skater.name),
      summary: ({ _id }: Skater) => ({ _id }),
      // An address nobody has confirmed yet names no family: typing a stranger's address on the form shows them nothing.
      partition: (skater: Skater) => (skater.status === 'unverified' ? null : familyPartition(skater.email)),
    },
    /**
     * Who may see a photo (publish/photo-access.ts): the profiles holding it, in the photo key's
     * partition, with their state and season and their family's digest (none while unconfirmed).
     */
    byPhoto: {
      key: (skater: Skater) => skater._id,
      summary: ({ _id, status, season, email, consentWithdrawal }: Skater) => ({
        _id,
        status,
        season,
        family: status === 'unverified' ? '' : familyPartition(email),
        // Consent withdrawn: the photo is public no more (older summaries lack it: not withdrawn).
        withdrawn: consentWithdrawal !== undefined,
      }),
      partition: photoPartition,
    },
    /**
     * A club's roster on the club desk (docs/clubs.md#the-roster): the approved profiles whose club
     * on file is the club's name. The date of birth is kept only to work out the age category when
     * read; the desk's answer never carries it.
     */
    byClub: {
      key: (skater: Skater) => byName(skater.name),
      summary: ({ _id, name, registrationNo, gender, eventCategory, season, dob, clubMayEnter }: Skater) => ({
        _id,
        name,
        registrationNo: registrationNo ?? '',
        gender,
        eventCategory,
        season,
        dob,
        clubMayEnter: clubMayEnter === true,
      }),
      // Consent withdrawn: the club sees the child no more.
      partition: (skater: Skater) =>
        skater.status === 'approved' && skater.consentWithdrawal === undefined ? clubPartition(skater.representativeClub) : null,
    },
    /** Registrations waiting for the parent's confirmation, oldest first: the daily sweep deletes the late ones. */
    unverified: {
      key: byCreation,
      summary: ({ _id, createdAt }: Skater) => ({ _id, createdAt }),
      partition: (skater: Skater) => (skater.status === 'unverified' ? UNVERIFIED_LIST : null),
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const skaters = () => collection(skatersDefinition);
