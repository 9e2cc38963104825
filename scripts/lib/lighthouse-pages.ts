/**
 * The pages `npm run lighthouse` audits: one of every kind of public page. A test compares this
 * list with the page files under src/pages, so a new public page is audited or named here as left
 * out, with the reason.
 */

import { SECOND_LANG } from '#domain/i18n/languages.ts';
import { localePath } from '#domain/i18n/paths.ts';

/** An address no page has: the site answers it with its 404 page. */
export const NOT_FOUND = '/no-such-page';

/** What the 404 page is right to fail: it answers 404 and asks search engines not to index it. */
export const NOT_FOUND_SKIPPED = ['http-status-code', 'is-crawlable'] as const;

/**
 * The console error the 404 page is right to cause: the browser reports its own 404 answer. (The
 * message names no address, so a missing file on the 404 page would pass unseen too.) The first
 * pattern is Lighthouse's own default.
 */
export const NOT_FOUND_CONSOLE_IGNORED = ['ERR_BLOCKED_BY_CLIENT.Inspector', 'the server responded with a status of 404 (Not Found)'];

/**
 * Stand-ins for pages whose address holds an id, replaced by a real one from the site's API:
 * the first news item's, club's and achievement's page, the page of the first event that is a
 * championship (its entry form) and its start lists, the results of the first championship
 * with results, and the first listed skater's page.
 */
export const DETAIL_PAGES = ['NEWS_ITEM', 'CLUB', 'ACHIEVEMENT', 'CHAMPIONSHIP', 'STARTLISTS', 'RESULTS', 'SKATER'] as const;
export type DetailPage = (typeof DETAIL_PAGES)[number];

/** Every kind of public page, in the order of the table. */
export const PAGES: readonly string[] = [
  '/',
  '/about',
  '/team',
  '/News',
  'NEWS_ITEM',
  '/events',
  'CHAMPIONSHIP',
  'STARTLISTS',
  'RESULTS',
  '/achievements',
  'ACHIEVEMENT',
  '/national',
  '/club',
  'CLUB',
  '/gallery',
  '/skatersprofile',
  'SKATER',
  '/skaterform',
  '/registration-status',
  '/renew',
  '/contactus',
  '/membership',
  '/privacy',
  '/verify',
  '/my',
  '/records',
  NOT_FOUND,
];

/**
 * The same pages in the site's second language (src/config/site.ts): its home page and a list page,
 * with the script font it loads (the page files are the same, so they are not in PAGE_FILES).
 */
export const SECOND_LANGUAGE_PAGES: readonly string[] = [localePath(SECOND_LANG, '/'), localePath(SECOND_LANG, '/News')];

/** Which audited entry stands for each page file of src/pages (its path below src/pages, no extension). */
export const PAGE_FILES: Readonly<Record<string, string>> = {
  index: '/',
  about: '/about',
  team: '/team',
  News: '/News',
  'News/[id]': 'NEWS_ITEM',
  'events/index': '/events',
  'events/[id]': 'CHAMPIONSHIP',
  'events/[id]/startlists': 'STARTLISTS',
  'events/[id]/results': 'RESULTS',
  achievements: '/achievements',
  'achievement/[id]': 'ACHIEVEMENT',
  national: '/national',
  // The other level pages are the same component as /national with another level.
  state: '/national',
  district: '/national',
  international: '/national',
  'club/index': '/club',
  'club/[id]': 'CLUB',
  gallery: '/gallery',
  skatersprofile: '/skatersprofile',
  'skater/index': 'SKATER',
  records: '/records',
  skaterform: '/skaterform',
  'registration-status': '/registration-status',
  renew: '/renew',
  contactus: '/contactus',
  membership: '/membership',
  privacy: '/privacy',
  'verify/index': '/verify',
  my: '/my',
  '404': NOT_FOUND,
};

/** Page files left out, and why. */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  login: 'the admins’ sign-in: an admin screen, kept out of search engines',
  'confirm-contact': 'reached only from a mailed link with a one-time token',
  'confirm-registration': 'reached only from a mailed link with a one-time token',
  'club-desk': "the club desk: a coach's sign-in form without a coach's session, kept out of search engines",
  'my/data': "a child's data as their signed-in family reads it: empty without the family's session, kept out of search engines",
};

/** Folders of src/pages that hold no public page of their own. */
export const NOT_AUDITED_FOLDERS: Readonly<Record<string, string>> = {
  admin: 'the admin area',
  fallback: 'served in place of a detail page built after the last build; the same components as the page it stands for',
};
