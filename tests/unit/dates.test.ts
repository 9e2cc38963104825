import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { seasonOf } from '../../src/config/rules.ts';
import { addDays, dayOf, formatDate, formatDateTime, fromZonedWallTime, today, toZonedWallTime } from '../../src/domain/common/dates.ts';
import { datedFilename } from '../../src/lib/csv.ts';
import { entryLetter } from '../../src/domain/championships/championship-letters.ts';

describe('the association’s time zone', () => {
  it('is Asia/Kolkata unless the configuration says otherwise', () => {
    expect(site.timeZone).toBe('Asia/Kolkata');
  });

  it('writes a moment on the association’s calendar and clock, naming the zone', () => {
    // 11:59 pm in India is 18:29 UTC.
    expect(formatDateTime('2027-02-07T18:29:00.000Z')).toBe('7 February 2027 at 11:59 pm IST');
    expect(formatDate('2027-02-07T18:29:00.000Z')).toBe('7 February 2027');
    // 23:30 UTC is already the next day in India.
    expect(formatDate('2026-11-23T23:30:00.000Z')).toBe('24 November 2026');
    expect(dayOf('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
  });

  it('writes a calendar date as the day it is, in one style', () => {
    expect(formatDate('2026-12-05')).toBe('5 December 2026');
    expect(formatDate('2014-01-02')).toBe('2 January 2014');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('counts today, the season and file names on the association’s calendar', () => {
    // 20:00 UTC on 31 December is 1:30 am on 1 January in India.
    const newYear = new Date('2026-12-31T20:00:00.000Z');
    expect(today(newYear)).toBe('2027-01-01');
    expect(seasonOf(newYear)).toBe(2027);
    expect(datedFilename('entries', newYear)).toBe('entries-2027-01-01.csv');
    expect(today(new Date('2026-12-31T18:00:00.000Z'))).toBe('2026-12-31');
  });

  it('reads and writes the wall-clock time of a datetime-local input in the association’s zone', () => {
    expect(fromZonedWallTime('2027-02-07T23:59')).toBe('2027-02-07T18:29:00.000Z');
    expect(toZonedWallTime('2027-02-07T18:29:00.000Z')).toBe('2027-02-07T23:59');
    expect(fromZonedWallTime('tomorrow')).toBeUndefined();
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
  });

  it('puts the close of entries in the letter in the association’s time, never UTC', () => {
    const { text } = entryLetter({
      skaterName: 'Aarav Kulkarni',
      registrationNo: 'ADRSA-2026-0006',
      eventTitle: 'District Championship',
      eventDate: '2027-02-14',
      races: ['Speed Quad Cadet (9-11) Male'],
      entriesClose: '2027-02-07T18:29:00.000Z',
      replaced: false,
    });
    expect(text).toContain('until 7 February 2027 at 11:59 pm IST');
    expect(text).toContain('on 14 February 2027');
    expect(text).not.toContain('UTC');
  });
});
