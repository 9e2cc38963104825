/**
 * Words in a language, picked from the areas' catalogues (src/domain/i18n/words-*.ts): for pages,
 * letters and PDFs, which run at build time or on the server and may know every area, and for the
 * words a page hands its islands (`islandWords`), which then carry none of their own. A message
 * the language has not translated yet is given in the default language's words.
 */
import type { KeyOf, Leaf, Words } from './catalogue.ts';
import { DEFAULT_LANG, localeOf, type Lang } from './languages.ts';
import { prefixOf } from './paths.ts';
import { messagesIn, type Messages, type PageWords } from './messages.ts';
import { apiWords } from './words-api.ts';
import { commonWords } from './words-common.ts';

export type { Messages, PageWords, Params } from './messages.ts';
type CommonKey = KeyOf<typeof commonWords>;

/** The messages of `areas` (and the common ones) in `lang`, each in the default language where it is not translated. */
const tableOf = (lang: Lang, areas: readonly Words<string>[]): Record<string, Leaf> => {
  const table: Record<string, Leaf> = {};
  for (const area of [commonWords as Words<string>, ...areas]) {
    const own = lang === DEFAULT_LANG ? undefined : area.translations[lang];
    for (const [key, leaf] of Object.entries(area.base)) table[key] = own?.[key] ?? leaf;
  }
  return table;
};

/** The server's English messages this language has its own words for (the `api` area). */
const serverWordsOf = (lang: Lang): Record<string, string> => {
  const own = lang === DEFAULT_LANG ? undefined : apiWords.translations[lang];
  const found: Record<string, string> = {};
  for (const [key, english] of Object.entries(apiWords.base) as [keyof typeof apiWords.base, string][]) {
    const words = own?.[key];
    if (typeof words === 'string') found[english] = words;
  }
  return found;
};

/** What a page hands an island: the words of the island's areas in the page's language. */
export const islandWords = <Areas extends readonly Words<string>[]>(
  lang: Lang,
  ...areas: Areas
): PageWords<KeyOf<Areas[number]> | CommonKey> => ({
  lang,
  locale: localeOf(lang),
  prefix: prefixOf(lang),
  words: tableOf(lang, areas) as Record<KeyOf<Areas[number]> | CommonKey, Leaf>,
  server: serverWordsOf(lang),
});

/** The words of `areas` in `lang`, where the whole catalogue may be loaded (pages, letters, PDFs, tests). */
export const messagesFor = <Areas extends readonly Words<string>[]>(
  lang: Lang,
  ...areas: Areas
): Messages<KeyOf<Areas[number]> | CommonKey> => messagesIn(islandWords(lang, ...areas));

/** True when `lang` has its own words for `key` of `area` (false: the default language's are shown). */
export const translated = <Key extends string>(lang: Lang, area: Words<Key>, key: Key): boolean =>
  lang === DEFAULT_LANG || area.translations[lang]?.[key] != null;
