/**
 * Moments in files people keep (a child's data download): ISO 8601 with the association's offset,
 * 2026-11-28T10:15:00+05:30, so the time reads as the association's clock and still names one
 * instant for any program. The store keeps UTC; only what leaves for a person is rewritten.
 */
import { zonedParts } from '#config/time-zone.ts';

/** A whole instant in UTC as the store writes it (seconds and fractions optional). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?Z$/;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** "2026-11-28T10:15:00+05:30": the instant on the association's clock, with its offset there. Unreadable input is returned unchanged. */
export const withOffset = (iso: string): string => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { year, month, day, hour, minute } = zonedParts(instant);
  const wholeMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - wholeMinute) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(instant.getUTCSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
};

/** The same value with every UTC instant in it (at any depth) written with the association's offset. */
export const offsetTimes = <T>(value: T): T => {
  if (typeof value === 'string') return (UTC_INSTANT.test(value) ? withOffset(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => offsetTimes(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, offsetTimes(item)])) as T;
  }
  return value;
};
