/**
 * Dates in another language's words (the pages in the second language): the site's one date style
 * and time zone, with `Intl`'s words for the locale. Apart from dates.ts, which every page loads,
 * so a page in the default language's islands do not carry it unless they show words in a language.
 */
import { site } from '#config/site.ts';
import { TIME_ZONE, zonedDay } from '#config/time-zone.ts';
import { DAY_ONLY, formatDate, parse } from './dates.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const cachedFormat = (cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/**
 * formatDate in another language's words, in the site's one date style (day, month in words,
 * year; "26 பிப்ரவரி 2027"): the parts come from `Intl` in that locale and are joined as the
 * default language joins them, so no language adds its own commas.
 */
export const formatDateIn = (locale: string, iso: string): string => {
  if (locale === site.locale) return formatDate(iso);
  const date = parse(iso);
  if (!date) return iso;
  const day = DAY_ONLY.test(iso) ? iso : zonedDay(date);
  const format = cachedFormat(dayFormats, locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = Object.fromEntries(format.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts['day']} ${parts['month']} ${parts['year']}`;
};

/** formatTime in another language's words. */
export const formatTimeIn = (locale: string, iso: string): string => {
  const date = parse(iso);
  if (!date) return iso;
  return cachedFormat(timeFormats, locale, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }).format(date);
};
