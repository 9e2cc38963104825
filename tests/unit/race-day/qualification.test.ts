/** "N by place from each heat + M by time among the rest", with DNS/DNF/DQ and ties at the cut-off. */
import { describe, expect, it } from 'vitest';
import { nextRoundOrder, proposeQualifiers, settleTies, type HeatOutcome } from '../../../src/domain/race-day/qualification.ts';

/** Heat `heat` with skaters `h<heat>-<place>` placed in order at the given times (seconds). */
const heat = (number: number, seconds: number[]): HeatOutcome => ({
  heat: number,
  rows: seconds.map((time, index) => ({
    entryId: `h${number}-${index + 1}`,
    place: index + 1,
    time: Math.round(time * 1000),
    timeText: time.toFixed(2),
  })),
});

describe('33 entrants in five heats, "1 by place + 11 by time"', () => {
  // Sizes 7, 7, 7, 6, 6; every time different.
  const heats = [7, 7, 7, 6, 6].map((size, index) =>
    heat(
      index + 1,
      Array.from({ length: size }, (_, place) => 50 + place * 1.1 + index * 0.13),
    ),
  );
  const proposal = proposeQualifiers(heats, { byPlace: 1, byTime: 11 });

  it('takes exactly 16 to the semi-final: the five winners and the eleven next-best times', () => {
    expect(proposal.ties).toEqual([]);
    expect(proposal.qualifiers).toHaveLength(16);
    expect(proposal.qualifiers.filter((q) => q.mark === 'Q').map((q) => q.entryId)).toEqual(['h1-1', 'h2-1', 'h3-1', 'h4-1', 'h5-1']);
    expect(new Set(proposal.qualifiers.map((q) => q.entryId)).size).toBe(16);
  });

  it('gives each its reason', () => {
    expect(proposal.qualifiers[2]?.reason).toBe('1st in heat 3');
    const times = proposal.qualifiers.filter((q) => q.mark === 'q');
    expect(times[0]).toMatchObject({ entryId: 'h1-2', reason: '1st best time, 51.10' });
    expect(times[3]).toMatchObject({ entryId: 'h4-2', reason: '4th best time, 51.49' });
    // The slowest of the eleven is slower than no one left out.
    const slowest = Math.max(...times.map((q) => q.time ?? 0));
    const left = heats.flatMap((h) => h.rows).filter((row) => !proposal.qualifiers.some((q) => q.entryId === row.entryId));
    expect(Math.min(...left.map((row) => row.time ?? 0))).toBeGreaterThan(slowest);
  });
});

describe('a skater who did not start, finish or was disqualified', () => {
  it('never goes through, even with a time or a place', () => {
    const heats: HeatOutcome[] = [
      {
        heat: 1,
        rows: [
          { entryId: 'dq', place: 1, time: 40_000, outcome: 'DQ' },
          { entryId: 'a', place: 2, time: 41_000 },
          { entryId: 'dns', outcome: 'DNS' },
          { entryId: 'dnf', time: 39_000, outcome: 'DNF' },
          { entryId: 'b', place: 3, time: 42_000 },
        ],
      },
    ];
    const { qualifiers, ties } = proposeQualifiers(heats, { byPlace: 1, byTime: 5 });
    expect(qualifiers.map((q) => q.entryId)).toEqual(['a', 'b']);
    expect(ties).toEqual([]);
  });
});

describe('a tie at the cut-off', () => {
  const heats: HeatOutcome[] = [heat(1, [50, 51.2, 52.31, 53]), heat(2, [50.5, 51.3, 52.31, 54])];

  it('by time: both tied skaters flagged with the seats left, neither proposed', () => {
    const proposal = proposeQualifiers(heats, { byPlace: 1, byTime: 3 });
    expect(proposal.qualifiers.map((q) => q.entryId)).toEqual(['h1-1', 'h2-1', 'h1-2', 'h2-2']);
    expect(proposal.ties).toEqual([
      {
        by: 'time',
        entryIds: ['h1-3', 'h2-3'],
        seats: 1,
        reason: 'Tie at the cut-off at 52.31; the referee chooses one to go through by time.',
      },
    ]);
  });

  it('a tie with seats for all is no tie', () => {
    const proposal = proposeQualifiers(heats, { byPlace: 1, byTime: 4 });
    expect(proposal.ties).toEqual([]);
    expect(proposal.qualifiers).toHaveLength(6);
  });

  it("the referee's choice settles it; a wrong choice is refused", () => {
    const proposal = proposeQualifiers(heats, { byPlace: 1, byTime: 3 });
    const settled = settleTies(proposal, ['h2-3']);
    expect('qualifiers' in settled && settled.qualifiers.map((q) => q.entryId)).toEqual(['h1-1', 'h2-1', 'h1-2', 'h2-2', 'h2-3']);
    expect(settleTies(proposal, [])).toEqual({ problem: proposal.ties[0]?.reason });
    expect(settleTies(proposal, ['h1-3', 'h2-3'])).toHaveProperty('problem');
    expect(settleTies(proposal, ['h1-4'])).toEqual({ problem: 'Only a skater tied at the cut-off can be chosen.' });
  });

  it('by place: a dead heat with the same time for the last place of a heat is flagged', () => {
    const heats: HeatOutcome[] = [
      {
        heat: 1,
        rows: [
          { entryId: 'a', place: 1, time: 40_000 },
          { entryId: 'b', place: 2, time: 41_000 },
          { entryId: 'c', place: 2, time: 41_000 },
          { entryId: 'd', place: 4, time: 42_000 },
        ],
      },
    ];
    const proposal = proposeQualifiers(heats, { byPlace: 2, byTime: 1 });
    expect(proposal.qualifiers.map((q) => [q.entryId, q.mark])).toEqual([
      ['a', 'Q'],
      ['d', 'q'],
    ]);
    expect(proposal.ties).toMatchObject([{ by: 'place', heat: 1, entryIds: ['b', 'c'], seats: 1 }]);
  });

  it('by place: the same place with different times is parted by time', () => {
    const heats: HeatOutcome[] = [
      {
        heat: 1,
        rows: [
          { entryId: 'a', place: 1, time: 40_000 },
          { entryId: 'b', place: 1, time: 40_001 },
        ],
      },
    ];
    expect(proposeQualifiers(heats, { byPlace: 1, byTime: 0 })).toEqual({
      qualifiers: [{ entryId: 'a', heat: 1, by: 'place', mark: 'Q', place: 1, time: 40_000, reason: '1st in heat 1' }],
      ties: [],
    });
  });
});

describe('nextRoundOrder', () => {
  it('seeds place qualifiers first (by place, then time), then time qualifiers fastest first', () => {
    const { qualifiers } = proposeQualifiers([heat(1, [50, 52, 54]), heat(2, [49, 51, 53])], { byPlace: 1, byTime: 2 });
    expect(nextRoundOrder(qualifiers).map((q) => q.entryId)).toEqual(['h2-1', 'h1-1', 'h2-2', 'h1-2']);
  });
});
