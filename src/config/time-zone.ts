/**
 * The calendar in the association's time zone: the day, month and year a moment falls on there.
 * The season, "today" and every date people read are counted on this calendar, never on the
 * server's clock (UTC on Netlify) nor the visitor's.
 */
import { site } from './site.ts';

export const TIME_ZONE: string = site.timeZone;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The moment's calendar fields in the association's time zone. */
export const zonedParts = (moment: Date): ZonedParts => {
  const parts = Object.fromEntries(partsFormat.formatToParts(moment).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day (YYYY-MM-DD) the moment falls on in the association's time zone. */
export const zonedDay = (moment: Date = new Date()): string => {
  const { year, month, day } = zonedParts(moment);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};
