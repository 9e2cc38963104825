import { site } from '../../config/site.ts';

/** Card previews: the text cut to a length plus an ellipsis. */
export const preview = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}...` : text);

/** Dates in long US format, as the original site shows them ("November 21, 2026"). */
export const longUsDate = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

/** The calendar day (YYYY-MM-DD) a moment falls on in the association's time zone. */
export const dayInZone = (instant: string, timeZone: string = site.timeZone): string => {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant.slice(0, 10);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
};

/** The day a record was published (its creation moment), written as every public date is. */
export const publishedDate = (instant: string): string => longUsDate(dayInZone(instant));

/** A moment's time of day in the association's time zone ("11:59 pm"). */
export const timeInZone = (instant: string, timeZone: string = site.timeZone): string =>
  new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(instant));

/** A moment as a person reads it: the day as every public date is written, then the time ("January 3, 2027, 11:59 pm"). */
export const dateTimeInZone = (instant: string): string =>
  Number.isNaN(Date.parse(instant)) ? instant : `${publishedDate(instant)}, ${timeInZone(instant)}`;
