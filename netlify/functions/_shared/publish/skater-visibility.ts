/**
 * Who sees which skater profile in a list, and what of it (docs/rules.md#personal-data). Visitors:
 * only profiles approved for the current season, and only their public fields. Admins: every
 * profile, pending ones first, with the Aadhaar number masked. The skater collection's two indexes
 * (store/collections.ts) apply these; the routes, the content export and the dashboard read the
 * partitions named here.
 */
import type { Skater } from '#domain/registry/skater.schema.ts';
import { consentWithdrawn } from '#domain/registry/consent-withdrawal.ts';
import { toAdminSummary, toPublicSkater } from '#domain/registry/skater-views.schema.ts';
import { byName } from '#shared/store/sort-keys.ts';
import { PERSONAL_PHOTO_PREFIX } from '#domain/common/images.ts';
import { fitted } from '#shared/store/summary.ts';

/**
 * The public list of skater profiles is a partition per season holding only that season's
 * approved profiles: the public index never holds a pending, rejected or lapsed profile, nor one
 * whose parent withdrew consent, and when
 * a season starts the public list is the new season's (empty) partition, with no record rewritten.
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
