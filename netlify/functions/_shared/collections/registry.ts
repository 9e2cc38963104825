/**
 * The skater registry's profiles and their indexes. Which profiles each audience's list holds,
 * and what it shows of them, is decided in skater-visibility.ts; this file only declares the
 * indexes that apply it. Skaters are listed by name.
 */
import { createHash } from 'node:crypto';
import { type Skater, storedSkaterSchema } from '#domain/registry/skater.schema.ts';
import { collection, define } from '#shared/store/index.ts';
import { byCreation, byName } from '#shared/store/sort-keys.ts';
import {
  adminSkaterKey,
  adminSkaterList,
  UNVERIFIED_LIST,
  adminSkaterSummary,
  photoPartition,
  publicSkaterList,
  publicSkaterSummary,
} from './skater-visibility.ts';

/**
 * The family page's partition of an address: the profiles whose e-mail on file it is. A digest,
 * so no address appears in a key; profiles are found by it, then checked against their record.
 */
export const familyPartition = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A club's partition of the roster index: a digest of its name as skaters' records write it (case and spaces aside). */
export const clubPartition = (clubName: string): string =>
  `club-${createHash('sha256').update(clubName.trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex').slice(0, 40)}`;

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
      summary: ({ _id, status, season, email }: Skater) => ({
        _id,
        status,
        season,
        family: status === 'unverified' ? '' : familyPartition(email),
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
      partition: (skater: Skater) => (skater.status === 'approved' ? clubPartition(skater.representativeClub) : null),
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
