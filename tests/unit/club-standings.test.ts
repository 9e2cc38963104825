import { describe, expect, it } from 'vitest';
import { clubStandings, seasonStandings } from '../../src/domain/clubs/standings.ts';

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
