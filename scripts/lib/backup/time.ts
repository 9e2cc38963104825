import { TIME_ZONE, zonedParts } from '#config/time-zone.ts';

/** Times a person reads (the command's output, the archive's name) are the association's. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const fieldsOf = (date: Date) => {
  const { year, month, day, hour, minute } = zonedParts(date);
  return { day: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, hour: pad(hour), minute: pad(minute) };
};

/** "2026-03-14 09:05 (Area/City)": the site's time zone, named. */
export const localTime = (date: Date): string => {
  const { day, hour, minute } = fieldsOf(date);
  return `${day} ${hour}:${minute} (${TIME_ZONE})`;
};

/** "2026-03-14-0905", for a file name. */
export const fileStamp = (date: Date): string => {
  const { day, hour, minute } = fieldsOf(date);
  return `${day}-${hour}${minute}`;
};
