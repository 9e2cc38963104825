/**
 * Every date and time a person reads, in one style and in the association's time zone
 * (`site.timeZone`): pages, admin screens, letters, PDFs and CSV files all write them through
 * this module, so "7 February 2027 at 11:59 pm IST" means the same moment everywhere.
 *
 * A bare calendar date (YYYY-MM-DD: an event's day, a date of birth) is a day, not a moment, and
 * is written as it is; a timestamp is moved to the association's calendar first.
 */
import { site } from '#config/site.ts';
import { TIME_ZONE, zonedDay, zonedParts } from '#config/time-zone.ts';

export { TIME_ZONE, zonedDay };

export const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dayFormat = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat(site.locale, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const zoneFormat = new Intl.DateTimeFormat(site.locale, { timeZoneName: 'short', timeZone: TIME_ZONE });

/** A calendar date ('2027-02-26', midnight UTC) or a timestamp as a Date; undefined when unreadable. */
export const parse = (iso: string): Date | undefined => {
  const date = new Date(DAY_ONLY.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The zone's short name as people know it ("IST" for Asia/Kolkata). */
export const zoneName = (at: Date = new Date()): string =>
  zoneFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? TIME_ZONE;

/** "7 February 2027": a calendar date as it is, a timestamp on the association's calendar. Unreadable input is returned unchanged. */
export const formatDate = (iso: string): string => {
  const date = parse(iso);
  if (!date) return iso;
  const day = DAY_ONLY.test(iso) ? iso : zonedDay(date);
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
};

/** "11:59 pm": the time of day in the association's time zone. */
export const formatTime = (iso: string): string => {
  const date = parse(iso);
  return date ? timeFormat.format(date) : iso;
};

/** "7 February 2027 at 11:59 pm IST": a moment, with the zone named so a reader elsewhere is not misled. */
export const formatDateTime = (iso: string): string => {
  const date = parse(iso);
  return date ? `${formatDate(iso)} at ${formatTime(iso)} ${zoneName(date)}` : iso;
};

/** The ISO day (YYYY-MM-DD) of a timestamp on the association's calendar; a calendar date is kept. */
export const dayOf = (iso: string): string => {
  if (DAY_ONLY.test(iso)) return iso;
  const date = parse(iso);
  return date ? zonedDay(date) : iso;
};

/** Today on the association's calendar (YYYY-MM-DD). */
export const today = (now: Date = new Date()): string => zonedDay(now);

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the association's wall-clock time, YYYY-MM-DDTHH:MM (a datetime-local input's value). */
export const toZonedWallTime = (iso: string): string => {
  const date = parse(iso);
  if (!date) return '';
  const { year, month, day, hour, minute } = zonedParts(date);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
};

/**
 * The instant (ISO timestamp) of a wall-clock time YYYY-MM-DDTHH:MM in the association's time
 * zone, whatever the zone of the computer that asks: an admin abroad who types 11:59 pm means
 * 11:59 pm at the association. Undefined for anything else.
 */
export const fromZonedWallTime = (wall: string): string | undefined => {
  const match = WALL_TIME.exec(wall);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two rounds settle the zone's offset at that instant, also across a change of summer time.
  for (let round = 0; round < 2; round += 1) {
    const seen = zonedParts(new Date(guess));
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return Number.isNaN(guess) ? undefined : new Date(guess).toISOString();
};

/** The day `days` after (or before) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A moment for a CSV cell: "2027-02-07 23:59" in the association's time zone (sortable, read by every spreadsheet). */
export const csvDateTime = (iso: string): string => toZonedWallTime(iso).replace('T', ' ');
