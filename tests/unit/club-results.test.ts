/** A club's results on its page: its own rows only, best places first and capped, newest championships first. */
import { expect, test } from 'vitest';
import { CLUB_ROWS_SHOWN, clubResultsOf } from '../../src/lib/club-results.ts';
import type { ChampionshipSheets } from '../../src/domain/championships/championship.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';

const event = (id: string, date: string): Event => ({
  _id: id,
  title: `Championship ${id}`,
  date,
  image: '',
  description: '',
  location: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const sheet = (eventId: string, rows: { name: string; club: string; position?: number; skaterId?: string }[]): ChampionshipSheets => ({
  eventId,
  startLists: { eventId, races: [] },
  results: {
    eventId,
    races: [{ _id: 'r1', name: '500 m', discipline: 'Speed Quad', ageCategory: 'Junior', gender: 'Open', results: rows }],
    medals: [{ club: 'Aurora', gold: 1, silver: 0, bronze: 0 }],
  },
});

test("only the club's rows, with its medals and skaters' pages, newest championship first", () => {
  const sheets = [
    sheet('a0000000000000000000000a', [
      { name: 'Anya', club: 'Aurora', position: 1, skaterId: 'skater00000000000000000a' },
      { name: 'Bina', club: 'Bayside', position: 2 },
    ]),
    sheet('b0000000000000000000000b', [{ name: 'Anya', club: ' aurora ', position: 3 }]),
  ];
  const events = [event('a0000000000000000000000a', '2026-03-01'), event('b0000000000000000000000b', '2026-05-01')];
  const results = clubResultsOf('Aurora', sheets, events);
  expect(results.map((item) => item.eventId)).toEqual(['b0000000000000000000000b', 'a0000000000000000000000a']);
  expect(results[1]).toMatchObject({ medals: { gold: 1, silver: 0, bronze: 0 }, more: 0 });
  expect(results[1]!.rows).toEqual([
    { race: '500 m', discipline: 'Speed Quad', name: 'Anya', skaterId: 'skater00000000000000000a', position: 1 },
  ]);
  expect(clubResultsOf('Nobody', sheets, events)).toEqual([]);
  expect(clubResultsOf('', sheets, events)).toEqual([]);
});

test('a big club shows its best places and counts the rest', () => {
  const rows = Array.from({ length: CLUB_ROWS_SHOWN + 5 }, (_, index) => ({
    name: `S${index}`,
    club: 'Aurora',
    position: CLUB_ROWS_SHOWN + 5 - index,
  }));
  const [result] = clubResultsOf('Aurora', [sheet('a0000000000000000000000a', rows)], [event('a0000000000000000000000a', '2026-03-01')]);
  expect(result!.rows).toHaveLength(CLUB_ROWS_SHOWN);
  expect(result!.rows[0]!.position).toBe(1);
  expect(result!.more).toBe(5);
});
