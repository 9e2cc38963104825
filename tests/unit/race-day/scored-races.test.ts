/** Points and elimination races against worked examples. */
import { describe, expect, it } from 'vitest';
import { eliminationStandings } from '../../../src/domain/race-day/elimination-race.ts';
import { scorePointsRace } from '../../../src/domain/race-day/points-race.ts';

describe('points race, 2-1 per sprint and 3-2-1 on the last lap', () => {
  // Four sprints, the fourth the last lap.
  //   sprint 1: A, B        → A 2, B 1
  //   sprint 2: C, A        → C 2, A 1
  //   sprint 3: B, C        → B 2, C 1
  //   last lap: D, B, C, A, E → D 3, B 2, C 1
  // Totals: A 3, B 5, C 4, D 3, E 0. A and D tie on 3: D was 1st on the last lap, A 4th.
  const standings = scorePointsRace(
    [
      ['A', 'B'],
      ['C', 'A'],
      ['B', 'C'],
      ['D', 'B', 'C', 'A', 'E'],
    ],
    ['A', 'B', 'C', 'D', 'E'],
  );

  it('ranks by points, then by the last sprint', () => {
    expect(standings).toEqual([
      { entryId: 'B', points: 5, finish: 2, place: 1 },
      { entryId: 'C', points: 4, finish: 3, place: 2 },
      { entryId: 'D', points: 3, finish: 1, place: 3 },
      { entryId: 'A', points: 3, finish: 4, place: 4 },
      { entryId: 'E', points: 0, finish: 5, place: 5 },
    ]);
  });

  it('scores a skater out of the race nothing and leaves them out', () => {
    const withDropout = scorePointsRace(
      [
        ['X', 'A'],
        ['A', 'B', 'C'],
      ],
      ['A', 'B', 'C'],
    );
    expect(withDropout.map((row) => [row.entryId, row.points])).toEqual([
      ['A', 4],
      ['B', 2],
      ['C', 1],
    ]);
  });

  it('takes another scale', () => {
    const standings = scorePointsRace(
      [
        ['A', 'B'],
        ['B', 'A'],
      ],
      ['A', 'B'],
      { perSprint: [5, 3, 1], lastLap: [10, 6] },
    );
    expect(standings.map((row) => [row.entryId, row.points])).toEqual([
      ['B', 13],
      ['A', 11],
    ]);
  });
});

describe('elimination race', () => {
  it('reads the order of elimination backwards after the finishers', () => {
    // Six start; F out first, then C, then A; B, E, D finish in that order.
    expect(eliminationStandings(['F', 'C', 'A'], ['B', 'E', 'D'])).toEqual([
      { entryId: 'B', place: 1 },
      { entryId: 'E', place: 2 },
      { entryId: 'D', place: 3 },
      { entryId: 'A', place: 4, eliminated: 3 },
      { entryId: 'C', place: 5, eliminated: 2 },
      { entryId: 'F', place: 6, eliminated: 1 },
    ]);
  });
});
