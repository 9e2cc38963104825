/** Which setups can be run, and the default templates all can. */
import { describe, expect, it } from 'vitest';
import { setupProblem, type RaceSetup } from '../../../src/domain/race-day/race-format.ts';
import { DEFAULT_TEMPLATES } from '../../../src/domain/race-day/race-templates.ts';

const heats = (rounds: RaceSetup['rounds']): RaceSetup => ({
  distance: 500,
  surface: 'track',
  format: 'heats',
  seeding: 'personal-best',
  lanes: 'fastest-inside',
  rounds,
});

describe('setupProblem', () => {
  it('accepts every default template', () => {
    for (const template of DEFAULT_TEMPLATES) expect(setupProblem(template.setup)).toBeNull();
  });

  it.each([
    ['no final', heats([{ kind: 'heats', heats: 2, byPlace: 1, byTime: 0 }]), 'A race in heats ends with final A.'],
    [
      'rounds out of order',
      heats([
        { kind: 'semi-final', heats: 2, byPlace: 1, byTime: 0 },
        { kind: 'heats', heats: 4, byPlace: 1, byTime: 0 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ]),
      'Rounds go heats, quarter-finals, semi-finals, each once.',
    ],
    [
      'nobody through',
      heats([
        { kind: 'heats', heats: 2, byPlace: 0, byTime: 0 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ]),
      'Heats: at least one skater must go through.',
    ],
    [
      'a final in two heats',
      heats([
        { kind: 'heats', heats: 2, byPlace: 1, byTime: 0 },
        { kind: 'final-a', heats: 2, byPlace: 0, byTime: 0 },
      ]),
      'Final A is one heat.',
    ],
    [
      'final B before final A',
      heats([
        { kind: 'heats', heats: 2, byPlace: 1, byTime: 0 },
        { kind: 'final-b', heats: 1, byPlace: 0, byTime: 0 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ]),
      'Final A (and final B after it) come last.',
    ],
  ])('%s', (_label, setup, problem) => {
    expect(setupProblem(setup)).toBe(problem);
  });
});
