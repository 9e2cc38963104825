/**
 * A language's words and formats in one object: `t(key, params)` finds the message (the English
 * one when the language has not translated it yet), fills its `{placeholders}` and picks its
 * plural form with `Intl.PluralRules`; numbers and dates go through `Intl` in that language, dates
 * on the association's calendar and in its one date style.
 */
import { formatDateIn, formatTimeIn, zoneName } from '#domain/common/dates.ts';
import { isPlural, type Leaf } from './catalogue.ts';
import { translationOf } from './catalogues.ts';
import { DEFAULT_LANG, localeOf, type Lang } from './languages.ts';
import { en, type MessageKey } from './messages-en.ts';
import { localePath } from './paths.ts';

export type { MessageKey };
export type Params = Readonly<Record<string, string | number>>;

export interface Messages {
  readonly lang: Lang;
  readonly locale: string;
  /** The message in this language with its placeholders filled; numbers in params are written in the language's digits. */
  t(key: MessageKey, params?: Params): string;
  /** True when this language has its own words for the key (false: the English ones are shown). */
  has(key: MessageKey): boolean;
  number(value: number): string;
  /** "26 பிப்ரவரி 2027": a calendar date or a timestamp's day in the association's time zone. */
  date(iso: string): string;
  /** A moment with its time and the zone's name, in the language's own order. */
  dateTime(iso: string): string;
  /** A site path in this language (/News → /ta/News). */
  path(path: string): string;
}

// One placeholder: a brace, a name of word characters, a brace (linear).
const PLACEHOLDER = /\{(\w+)\}/g;

const cache = new Map<Lang, Messages>();

export const messagesFor = (lang: Lang): Messages => {
  const known = cache.get(lang);
  if (known) return known;
  const locale = localeOf(lang);
  const own = lang === DEFAULT_LANG ? en : translationOf(lang);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const leafOf = (key: MessageKey): Leaf => (own as Readonly<Record<string, Leaf | null>>)[key] ?? en[key];
  const fill = (text: string, params: Params | undefined) =>
    params
      ? text.replace(PLACEHOLDER, (whole, name: string) => {
          const value = params[name];
          if (value === undefined) return whole;
          return typeof value === 'number' ? numbers.format(value) : value;
        })
      : text;
  const messages: Messages = {
    lang,
    locale,
    t: (key, params) => {
      const leaf = leafOf(key);
      if (!isPlural(leaf)) return fill(leaf, params);
      const count = Number(params?.['count'] ?? 0);
      const category = plurals.select(count) as keyof typeof leaf;
      return fill(leaf[category] ?? leaf.other, params);
    },
    has: (key) => lang === DEFAULT_LANG || (own as Readonly<Record<string, Leaf | null>>)[key] != null,
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
    path: (path) => localePath(lang, path),
  };
  cache.set(lang, messages);
  return messages;
};
