/**
 * A link from another admin screen (a parent's request) to a profile: the skaters screen opens
 * that profile's review dialog when its address names it (`?open={id}`).
 */
export const SKATERS_ADMIN_PATH = '/admin/skaters';
export const OPEN_PARAM = 'open';

export const reviewPath = (skaterId: string) => `${SKATERS_ADMIN_PATH}?${OPEN_PARAM}=${encodeURIComponent(skaterId)}`;

export const profileLinkText = (name: string) => `Open the profile of ${name}`;

/** What a request about a deleted profile says instead of the name (it has no profile to open). */
export const DELETED_PROFILE = 'Deleted profile';

/** The skaters screen, asked for a profile that is not there (deleted since). */
export const profileGone = 'This profile no longer exists: it may have been deleted.';
