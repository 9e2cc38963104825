/** What the home page leads with: the next championship or event, and the latest results. */
import { describe, expect, it } from 'vitest';
import type { ChampionshipSheets } from '../../src/domain/championships/championship.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { latestResults, seasonLead } from '../../src/lib/home-season.ts';

const event = (_id: string, date: string): Event => ({ _id, title: _id, date, image: '', description: '', location: '', createdAt: '' });
// 10:00 in India on 1 December 2026.
const now = new Date('2026-12-01T04:30:00Z');

describe('seasonLead', () => {
  const events = [
    event('camp', '2026-12-05'),
    event('league', '2027-03-01'),
    event('district', '2027-01-10'),
    event('marathon', '2026-10-17'),
  ];

  it('puts first a championship whose entries are open, then the next other events soonest first; never a past event', () => {
    const lead = seasonLead(events, { district: '2027-01-03T18:29:00Z' }, now);
    expect(lead.featured).toEqual({ event: events[2], entriesClose: '2027-01-03T18:29:00Z', open: true });
    expect(lead.others.map((item) => item._id)).toEqual(['camp', 'league']);
  });

  it('a championship whose entries have closed still leads, without "Enter"', () => {
    const lead = seasonLead(events, { district: '2026-11-30T18:29:00Z' }, now);
    expect(lead.featured).toMatchObject({ event: { _id: 'district' }, open: false });
  });

  it('without a championship the next event leads; an event today is still coming (the day in India)', () => {
    const today = [event('today', '2026-12-01'), ...events];
    // 1 December 00:30 in India is still 30 November in UTC.
    expect(seasonLead(today, {}, new Date('2026-11-30T19:00:00Z')).featured?.event._id).toBe('today');
  });

  it('nothing coming: no lead', () => {
    expect(seasonLead([events[3]!], {}, now)).toEqual({ others: [] });
  });
});

describe('latestResults', () => {
  const sheets = (eventId: string, rows: number): ChampionshipSheets => ({
    eventId,
    startLists: { eventId, races: [] },
    results: {
      eventId,
      races: [
        {
          _id: 'r1',
          name: '500 m',
          discipline: 'Speed Quad',
          ageCategory: 'Junior',
          gender: 'Female',
          results: Array.from({ length: rows }, (_, index) => ({ position: index + 1, name: `Skater ${index + 1}`, club: 'Club A' })),
        },
      ],
      medals: [
        { club: 'Club B', gold: 1, silver: 0, bronze: 2 },
        { club: 'Club A', gold: 1, silver: 1, bronze: 0 },
        { club: 'Club C', gold: 0, silver: 3, bronze: 0 },
        { club: 'Club D', gold: 0, silver: 0, bronze: 1 },
      ],
    },
  });
  const events = [event('older', '2026-06-01'), event('newer', '2026-11-20'), event('coming', '2027-01-10')];

  it('picks the championship held most recently that has results; medal leaders by gold, silver, bronze', () => {
    const found = latestResults([sheets('older', 3), sheets('newer', 3), sheets('coming', 3)], events, now);
    expect(found?.event._id).toBe('newer');
    expect(found?.medals.map((row) => row.club)).toEqual(['Club A', 'Club B', 'Club C']);
    expect(found?.winners).toEqual([{ race: '500 m', name: 'Skater 1', club: 'Club A' }]);
  });

  it('skips a championship without results; none at all gives none', () => {
    expect(latestResults([sheets('older', 2), sheets('newer', 0)], events, now)?.event._id).toBe('older');
    expect(latestResults([sheets('newer', 0)], events, now)).toBeUndefined();
  });
});
