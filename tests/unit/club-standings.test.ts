import { describe, expect, it } from 'vitest';
import { clubStandings, seasonStandings } from '../../src/domain/clubs/standings.ts';
import { clubSeasonOf } from '../../src/domain/clubs/club-season.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';

// A worked example: three races, a tie for second, a DNF (no position), a relay of one row per team.
const races = [
  {
    // 500 m: Riverside 1st (5), Lakeside and Hill tie 2nd (3 each), Riverside 4th (nothing).
    results: [
      { position: 1, club: 'Riverside' },
      { position: 2, club: 'Lakeside' },
      { position: 2, club: 'Hill Rollers' },
      { position: 4, club: 'Riverside' },
      { club: 'Lakeside' },
    ],
  },
  {
    // 1000 m: Lakeside 1st (5), Riverside 2nd (3), Hill 3rd (1); the club written in another case.
    results: [
      { position: 1, club: 'lakeside ' },
      { position: 2, club: 'Riverside' },
      { position: 3, club: 'Hill Rollers' },
    ],
  },
  {
    // Relay, one row per team: Hill 1st (5), Riverside 2nd (3).
    results: [
      { position: 1, club: 'Hill Rollers' },
      { position: 2, club: 'Riverside' },
    ],
  },
];

describe('club standings', () => {
  it('gives 5-3-1 by place, the shared place to each tied skater, and counts relays', () => {
    expect(clubStandings(races)).toEqual([
      { club: 'Riverside', points: 11 },
      { club: 'Hill Rollers', points: 9 },
      { club: 'Lakeside', points: 8 },
    ]);
  });

  it("uses the championship's own points per place", () => {
    expect(clubStandings(races, [10, 6, 4, 2])).toEqual([
      { club: 'Riverside', points: 24 },
      { club: 'Hill Rollers', points: 20 },
      { club: 'Lakeside', points: 16 },
    ]);
  });

  it('leaves out clubs without points, and races without results', () => {
    expect(clubStandings([{ results: [{ position: 4, club: 'Riverside' }] }, { results: [] }])).toEqual([]);
  });

  it("sums a club's season over the championships it scored in", () => {
    const season = seasonStandings(
      [
        { eventId: 'a', title: 'District 2026', standings: clubStandings(races) },
        { eventId: 'b', title: 'Open 2026', standings: [{ club: 'Lakeside', points: 4 }] },
      ],
      'RIVERSIDE',
    );
    expect(season).toEqual({ total: 11, championships: [{ eventId: 'a', title: 'District 2026', points: 11 }] });
  });
});

describe("a club's season on its page", () => {
  const sheet = (eventId: string, club: string, clubPoints?: { club: string; points: number }[]) => ({
    eventId,
    startLists: { eventId, races: [] },
    results: {
      eventId,
      races: [
        {
          _id: `${eventId}-r`,
          name: '500 m',
          discipline: 'Speed Quad' as const,
          ageCategory: 'Junior' as const,
          gender: 'Open' as const,
          results: [{ position: 1, name: 'A', club }],
        },
      ],
      medals: [],
      ...(clubPoints ? { clubPoints } : {}),
    },
  });
  const event = (_id: string, date: string) => ({ _id, title: `Champ ${_id}`, date }) as unknown as Event;

  it('sums the newest season with results, its championships by date', () => {
    const season = clubSeasonOf(
      'Riverside',
      [
        sheet('old', 'Riverside', [{ club: 'Riverside', points: 50 }]),
        sheet('b', 'Riverside', [{ club: 'Riverside', points: 7 }]),
        // Built before club points existed: counted from its results, 5 for 1st.
        sheet('a', 'Riverside'),
        sheet('c', 'Lakeside', [{ club: 'Lakeside', points: 5 }]),
      ],
      [event('old', '2025-05-01'), event('a', '2026-03-01'), event('b', '2026-06-01'), event('c', '2026-07-01')],
    );
    expect(season).toEqual({
      season: 2026,
      total: 12,
      championships: [
        { eventId: 'a', title: 'Champ a', date: '2026-03-01', points: 5 },
        { eventId: 'b', title: 'Champ b', date: '2026-06-01', points: 7 },
      ],
    });
  });
});
