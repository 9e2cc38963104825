/**
 * How a race is run on championship day: its distance, its format and, for a race in heats, its
 * rounds. Each round but the last says how many heats (or how big) and who goes through: "N by
 * place from each heat + M by time among the rest". Pure and without the schema library, so the
 * admin screens and the public pages can import it cheaply (docs/race-day.md).
 */

/**
 * - time-trial: each skater alone (or in start groups), ranked by time across the whole round;
 * - heats: heats, optional quarter- and semi-finals, final A and optionally final B;
 * - mass-start: everyone together, a final only;
 * - points: points per sprint lap, the total ranks (ties broken by the last sprint's place);
 * - elimination: the last skater at each elimination lap is out; the order of elimination is the result.
 */
export const RACE_FORMATS = ['time-trial', 'heats', 'mass-start', 'points', 'elimination'] as const;
export type RaceFormat = (typeof RACE_FORMATS)[number];

export const RACE_FORMAT_NAMES: Record<RaceFormat, string> = {
  'time-trial': 'Time trial',
  heats: 'Heats and rounds',
  'mass-start': 'Mass start (final only)',
  points: 'Points race',
  elimination: 'Elimination race',
};

export const ROUND_KINDS = ['heats', 'quarter-final', 'semi-final', 'final-a', 'final-b'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

export const ROUND_NAMES: Record<RoundKind, string> = {
  heats: 'Heats',
  'quarter-final': 'Quarter-finals',
  'semi-final': 'Semi-finals',
  'final-a': 'Final A',
  'final-b': 'Final B',
};

/** What the heats are seeded by: the skater's personal best, season best, or a draw with a seed the site shows. */
export const SEEDINGS = ['personal-best', 'season-best', 'drawn'] as const;
export type Seeding = (typeof SEEDINGS)[number];

/** Start positions: the fastest seed of a heat inside (position 1), or drawn. */
export const LANE_RULES = ['fastest-inside', 'drawn'] as const;
export type LaneRule = (typeof LANE_RULES)[number];

export const SURFACES = ['track', 'road'] as const;
export type Surface = (typeof SURFACES)[number];

export const RACE_DAY_LIMITS = {
  distance: 100_000,
  rounds: 5,
  heatSize: 64,
  heats: 200,
  qualifiers: 200,
  sprints: 100,
  pointsPerPlace: 20,
  templates: 60,
  templateName: 80,
  reason: 300,
  heatRows: 200,
} as const;

export interface RoundPlan {
  kind: RoundKind;
  /** The most skaters a heat holds (the heats are then as few as that allows)… */
  heatSize?: number | undefined;
  /** …or the number of heats. */
  heats?: number | undefined;
  /** How many go through by place from each heat (not for a final). */
  byPlace: number;
  /** How many more go through by time among the rest of the round (not for a final). */
  byTime: number;
}

export interface PointsScheme {
  /** Points for the first, second… of each sprint but the last. */
  perSprint: number[];
  /** Points for the first, second… of the last lap. */
  lastLap: number[];
}

export const DEFAULT_POINTS: PointsScheme = { perSprint: [2, 1], lastLap: [3, 2, 1] };

export interface RaceSetup {
  /** Metres; a lap race names its distance too (a 1-lap race of a 200 m track is 200). */
  distance: number;
  surface: Surface;
  format: RaceFormat;
  rounds: RoundPlan[];
  seeding: Seeding;
  lanes: LaneRule;
  points?: PointsScheme | undefined;
}

/** A final's kind: the round whose places are the race's result. */
export const isFinal = (kind: RoundKind): boolean => kind === 'final-a' || kind === 'final-b';

/**
 * The rounds a format runs: a race in heats as planned; every other format one round (a time
 * trial's start groups are its heats, ranked together by time).
 */
export const roundsOf = (setup: Pick<RaceSetup, 'format' | 'rounds'>): RoundPlan[] =>
  setup.format === 'heats' ? setup.rounds : [setup.rounds[0] ?? { kind: 'final-a', byPlace: 0, byTime: 0 }];

/** Why a setup cannot be run, or null: the order of rounds and what each needs. */
export const setupProblem = (setup: RaceSetup): string | null => {
  if (setup.format === 'points' && !setup.points) return 'A points race needs its points per sprint.';
  const rounds = roundsOf(setup);
  if (rounds.length === 0) return 'A race needs at least one round.';
  const kinds = rounds.map((round) => round.kind);
  const finalA = kinds.indexOf('final-a');
  if (setup.format === 'heats') {
    if (finalA === -1) return 'A race in heats ends with final A.';
    const last = kinds.at(-1);
    const finalB = kinds.indexOf('final-b');
    if ((last !== 'final-a' && last !== 'final-b') || (finalB !== -1 && finalB !== finalA + 1))
      return 'Final A (and final B after it) come last.';
    if (kinds.filter((kind) => kind === 'final-a').length > 1) return 'A race has one final A.';
    const before = kinds.slice(0, finalA);
    const order = ROUND_KINDS.slice(0, 3);
    for (let index = 1; index < before.length; index += 1)
      if (order.indexOf(before[index] as RoundKind) <= order.indexOf(before[index - 1] as RoundKind))
        return 'Rounds go heats, quarter-finals, semi-finals, each once.';
    for (const round of rounds.slice(0, finalA))
      if (round.byPlace + round.byTime < 1) return `${ROUND_NAMES[round.kind]}: at least one skater must go through.`;
  }
  for (const round of rounds) {
    if (round.heatSize === undefined && round.heats === undefined)
      return `${ROUND_NAMES[round.kind]}: give a heat size or a number of heats.`;
    if (isFinal(round.kind) && (round.heats ?? 1) !== 1) return `${ROUND_NAMES[round.kind]} is one heat.`;
  }
  return null;
};
