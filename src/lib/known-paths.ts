/**
 * Addresses people guess or type from memory. The friendly ones redirect (301 rules in
 * netlify.toml, which tests/unit/known-paths.test.ts keeps in step with this list), and the 404
 * page sends any case variant of a known address ("/NEWS", "/Events", "/ContactUs") to the
 * address itself, since redirect rules match a path's letters exactly.
 */
import { publicNavigation } from '../config/navigation';

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
  ];
  const known: Record<string, string> = {};
  for (const path of pages) known[path.toLowerCase()] = path;
  for (const [from, to] of Object.entries(FRIENDLY_REDIRECTS)) known[from.toLowerCase()] = to;
  return known;
};

/**
 * Where a mistyped-case address belongs: the known address whose letters it matches without
 * regard to case (a trailing slash ignored), or undefined when none does or it is already that
 * address.
 */
export const caseVariantTarget = (pathname: string, known: Readonly<Record<string, string>>): string | undefined => {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const target = known[trimmed.toLowerCase()];
  return target === undefined || target === trimmed ? undefined : target;
};
