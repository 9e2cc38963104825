/**
 * Addresses people guess or type from memory. The friendly ones redirect (301 rules in
 * netlify.toml, which tests/unit/known-paths.test.ts keeps in step with this list), and any case
 * variant of a page's address ("/NEWS", "/Events", "/ContactUs", "/EVENTS/{id}") is sent on to the
 * address itself: redirect rules match a path's letters exactly, so the last rule of netlify.toml
 * hands every address nothing else answered to `GET /api/not-found`, which answers with this
 * module (and the 404 page does the same in the browser, should a host skip that rule).
 */
import { publicNavigation } from '#config/navigation.ts';

/** Friendly address → where it leads. */
export const FRIENDLY_REDIRECTS: Readonly<Record<string, string>> = {
  '/newabout': '/about',
  '/news': '/News',
  '/contact': '/contactus',
  '/clubs': '/club',
  '/register': '/skaterform',
  '/results': '/#latest-results',
  '/profiles': '/skatersprofile',
  '/skaters': '/skatersprofile',
  '/home': '/',
};

/** Every page address a visitor may type: the menu's, the other public pages', and the friendly ones. */
export const knownPaths = (): Record<string, string> => {
  const pages = [
    ...publicNavigation.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
    '/about',
    '/privacy',
    '/records',
  ];
  const known: Record<string, string> = {};
  for (const path of pages) known[path.toLowerCase()] = path;
  for (const [from, to] of Object.entries(FRIENDLY_REDIRECTS)) known[from.toLowerCase()] = to;
  return known;
};

/**
 * The sections whose pages hold an id after their first segment (`/News/{id}`, `/events/{id}/results`):
 * the first segment is matched without regard to case, the rest (ids are case-sensitive) kept.
 */
export const DETAIL_SECTIONS: readonly string[] = ['/News', '/events', '/club', '/achievement', '/skater', '/verify'];

/**
 * Where a mistyped-case address belongs: the known address whose letters it matches without
 * regard to case (a trailing slash ignored), or, for an address below a detail section, the
 * section in its own case with the rest as typed; undefined when none matches or it is already
 * that address.
 */
export const caseVariantTarget = (pathname: string, known: Readonly<Record<string, string>>): string | undefined => {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const target = known[trimmed.toLowerCase()];
  if (target !== undefined) return target === trimmed ? undefined : target;
  const slash = trimmed.indexOf('/', 1);
  if (slash < 0) return undefined;
  const first = trimmed.slice(0, slash);
  const section = DETAIL_SECTIONS.find((candidate) => candidate.toLowerCase() === first.toLowerCase());
  return section === undefined || section === first ? undefined : `${section}${trimmed.slice(slash)}`;
};
