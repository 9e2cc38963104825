/**
 * The browser's half of the languages: words already picked for one page in its language (by the
 * page, at build time: `islandWords` in translate.ts) and the formats of that language. It holds
 * no catalogue, so an island's script carries no words of any language; the page's HTML carries
 * the words its islands show, in its own language only.
 */
import { zoneName } from '#domain/common/dates.ts';
import { formatDateIn, formatTimeIn } from '#domain/common/dates-in.ts';
import { isPlural, PLACEHOLDER, type KeyOf, type Leaf, type Words } from './catalogue.ts';
import type { commonWords } from './words-common.ts';
import type { Lang } from './languages.ts';
import { withPrefix } from './prefix.ts';

export type Params = Readonly<Record<string, string | number>>;

/** The words a page hands an island: its language, the messages of the island's areas in it, and the server's messages it has in it. */
export interface PageWords<Key extends string> {
  readonly lang: Lang;
  /** The language's `Intl` locale with its digits ("ta-IN-u-nu-latn"), and its addresses' prefix ("/ta"). */
  readonly locale: string;
  readonly prefix: string;
  readonly words: Readonly<Record<Key, Leaf>>;
  /** The server's English messages (the API answers in the default language) and their words in this language. */
  readonly server: Readonly<Record<string, string>>;
}

/** What a page hands an island that shows the words of `Area` (and the common ones). */
export type WordsOf<Area extends Words<string>> = PageWords<KeyOf<Area> | KeyOf<typeof commonWords>>;

export interface Messages<Key extends string = string> {
  readonly lang: Lang;
  readonly locale: string;
  /** The message in this language with its placeholders filled; numbers in params are written in the language's digits. */
  t(key: Key, params?: Params): string;
  /** A message of the server's in this language when there are words for it, else as the server wrote it. */
  server(message: string): string;
  number(value: number): string;
  /** "26 பிப்ரவரி 2027": a calendar date or a timestamp's day in the association's time zone. */
  date(iso: string): string;
  /** A moment with its time and the zone's name, in the language's own order. */
  dateTime(iso: string): string;
  /** A site path in this language (/News → /ta/News). */
  path(path: string): string;
}

const cache = new WeakMap<object, Messages>();

/** The words handed to an island as one Messages (the same object for the same words). */
export const messagesIn = <Key extends string>(given: PageWords<Key>): Messages<Key> => {
  const known = cache.get(given);
  if (known) return known as Messages<Key>;
  const { lang, locale, prefix, words, server } = given;
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const leafOf = (key: string): Leaf => (words as Readonly<Record<string, Leaf>>)[key] ?? key;
  const fill = (text: string, params: Params | undefined) =>
    params
      ? text.replace(PLACEHOLDER, (whole, name: string) => {
          const value = params[name];
          if (value === undefined) return whole;
          return typeof value === 'number' ? numbers.format(value) : value;
        })
      : text;
  const messages: Messages<Key> = {
    lang,
    locale,
    t: (key, params) => {
      const leaf = leafOf(key);
      if (!isPlural(leaf)) return fill(leaf, params);
      const count = Number(params?.['count'] ?? 0);
      const category = plurals.select(count) as keyof typeof leaf;
      return fill(leaf[category] ?? leaf.other, params);
    },
    server: (message) => server[message] ?? message,
    number: (value) => numbers.format(value),
    date: (iso) => formatDateIn(locale, iso),
    dateTime: (iso) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return iso;
      return fill(leafOf('common.dateAtTime') as string, {
        date: formatDateIn(locale, iso),
        time: formatTimeIn(locale, iso),
        zone: zoneName(at),
      });
    },
    path: (path) => withPrefix(prefix, path),
  };
  cache.set(given, messages as Messages);
  return messages;
};
