import { TIME_ZONE } from '#config/time-zone.ts';

/** Times a person reads (the command's output, the archive's name) are the association's. */

const parts = (date: Date): Record<string, string> =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** "2026-03-14 09:05 (Area/City)": the site's time zone, named. */
export const localTime = (date: Date): string => {
  const { year, month, day, hour, minute } = parts(date);
  return `${year}-${month}-${day} ${hour}:${minute} (${TIME_ZONE})`;
};

/** "2026-03-14-0905", for a file name. */
export const fileStamp = (date: Date): string => {
  const { year, month, day, hour, minute } = parts(date);
  return `${year}-${month}-${day}-${hour}${minute}`;
};
