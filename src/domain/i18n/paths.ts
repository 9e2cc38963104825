/**
 * Addresses in each language: the default language's pages keep their addresses (/News), the
 * second language's are the same under its code (/ta/News, and /ta/ for the home page).
 */
import { DEFAULT_LANG, SECOND_LANG, type Lang } from './languages.ts';
import { withPrefix } from './prefix.ts';

const PREFIX = `/${SECOND_LANG}`;

/** The prefix of `lang`'s addresses: '' for the default language, '/ta' for the second. */
export const prefixOf = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : PREFIX);

/** The path of the same page in `lang` (a path of the default language's pages, with its query and fragment kept). */
export const localePath = (lang: Lang, path: string): string => withPrefix(prefixOf(lang), path);

/** Which language a path is in, and the path of the same page in the default language. */
export const splitLangPath = (pathname: string): { lang: Lang; path: string } => {
  if (pathname === PREFIX || pathname.startsWith(`${PREFIX}/`)) {
    return { lang: SECOND_LANG, path: pathname.slice(PREFIX.length) || '/' };
  }
  return { lang: DEFAULT_LANG, path: pathname };
};

/** The same page in the other language: what the header's switch links to. */
export const switchPath = (pathname: string, to: Lang): string => localePath(to, splitLangPath(pathname).path);
