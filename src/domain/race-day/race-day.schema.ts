/**
 * Race day's stored records and the inputs of its routes: one record per race run on the day
 * (its setup, its rounds, each round's heats with start positions and results), and one book per
 * championship (the bibs). A heat carries its own version, so a results desk can send the same
 * heat's results again and know whether they landed (docs/race-day.md).
 */
import { z } from 'zod';
import { RESULT_OUTCOMES } from '#domain/championships/championship.ts';
import { idSchema, optionalText } from '#domain/common/fields.schema.ts';
import { RESULT_STATUSES } from '#domain/championships/result-status.ts';
import {
  LANE_RULES,
  RACE_DAY_LIMITS as LIMITS,
  RACE_FORMATS,
  ROUND_KINDS,
  SEEDINGS,
  SURFACES,
  setupProblem,
  type RaceSetup,
} from './race-format.ts';
import { BIB_MODES } from './bibs.ts';

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** What a timing file may hold: text, tabs and line breaks, no other control character. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const TEMPLATE_ID = /^[a-z0-9-]{1,80}$/;

export const roundPlanSchema = z.object({
  kind: choice('Round', ROUND_KINDS),
  heatSize: whole('Heat size', 1, LIMITS.heatSize).optional(),
  heats: whole('Number of heats', 1, LIMITS.heats).optional(),
  byPlace: whole('By place', 0, LIMITS.qualifiers),
  byTime: whole('By time', 0, LIMITS.qualifiers),
});

const pointsSchema = z.object({
  perSprint: z
    .array(whole('Points', 0, LIMITS.pointsPerPlace))
    .min(1, 'Points per sprint: give at least one')
    .max(10),
  lastLap: z
    .array(whole('Points', 0, LIMITS.pointsPerPlace))
    .min(1, 'Points on the last lap: give at least one')
    .max(10),
});

export const raceSetupSchema = z
  .object({
    distance: whole('Distance (m)', 1, LIMITS.distance),
    surface: choice('Surface', SURFACES),
    format: choice('Format', RACE_FORMATS),
    rounds: z
      .array(roundPlanSchema)
      .min(1, 'A race needs at least one round')
      .max(LIMITS.rounds, `A race has at most ${LIMITS.rounds} rounds`),
    seeding: choice('Seeding', SEEDINGS),
    lanes: choice('Start positions', LANE_RULES),
    points: pointsSchema.optional(),
  })
  .superRefine((setup, context) => {
    const problem = setupProblem(setup as RaceSetup);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/events/{id}/race-day: one setup (or a template's) for every race named. */
export const raceFormatsInputSchema = z
  .object({
    raceIds: z
      .array(idSchema, { error: 'Races: choose at least one' })
      .min(1, 'Races: choose at least one')
      .max(400, 'Races: at most 400')
      .refine((ids) => new Set(ids).size === ids.length, 'Races: each race may be chosen once'),
    template: z.string({ error: 'Template must be text' }).regex(TEMPLATE_ID, 'Template: choose one of the list').optional(),
    setup: raceSetupSchema.optional(),
  })
  .refine((input) => (input.template === undefined) !== (input.setup === undefined), 'Give a template or a setup');

export const startSchema = z.object({
  entryId: idSchema,
  /** 1 is the inside. */
  position: z.number().int(),
  /** The skater's rank in the round's seeding. */
  seed: z.number().int(),
  /** The best time the seeding used, in thousandths. */
  best: z.number().int().optional(),
});
export type Start = z.infer<typeof startSchema>;

export const heatRowSchema = z.object({
  entryId: idSchema,
  place: z.number().int().optional(),
  /** As shown: "52.31", "1:02.345". */
  time: z.string().optional(),
  thousandths: z.number().int().optional(),
  points: z.number().int().optional(),
  /** 1 for the first skater eliminated. */
  eliminated: z.number().int().optional(),
  outcome: z.enum(RESULT_OUTCOMES).optional(),
  /** Why a skater was disqualified (or did not finish), as the referee gave it. */
  reason: z.string().optional(),
});
export type HeatResultRow = z.infer<typeof heatRowSchema>;

export const heatSchema = z.object({
  number: z.number().int(),
  starts: z.array(startSchema),
  rows: z.array(heatRowSchema),
  /** None until the heat has results. */
  status: z.enum(RESULT_STATUSES).optional(),
  /** Goes up by one with every change of the heat's results: a results desk's If-Match. */
  version: z.number().int(),
  officialAt: z.string().optional(),
  correctedAt: z.string().optional(),
  correctionReason: z.string().optional(),
  /** While official: the finishers whose time was a personal (PB) or season best (SB) when set, by entry. */
  bests: z.record(idSchema, z.enum(['PB', 'SB'])).optional(),
  /** While official: the finishers whose time is an accepted meet (MR), district (DR) or state record (SR), by entry. */
  records: z.record(idSchema, z.array(z.enum(['MR', 'DR', 'SR']))).optional(),
  /** Where the latest results came from, and a digest of the file (a repeated import changes nothing). */
  source: z.object({ kind: z.enum(['typed', 'lif', 'chip']), digest: z.string() }).optional(),
  updatedAt: z.string(),
});
export type Heat = z.infer<typeof heatSchema>;

export const qualifierSchema = z.object({
  entryId: idSchema,
  heat: z.number().int(),
  by: z.enum(['place', 'time']),
  mark: z.enum(['Q', 'q']),
  place: z.number().int().optional(),
  time: z.number().int().optional(),
  reason: z.string(),
});

export const roundSchema = z.object({
  /** The draw's seed, shown beside the heats. */
  seed: z.number().int(),
  seededAt: z.string(),
  heats: z.array(heatSchema),
  /** Who went through to the next round, once the director confirmed them. */
  qualifiers: z.array(qualifierSchema).optional(),
  confirmedAt: z.string().optional(),
});
export type Round = z.infer<typeof roundSchema>;

/** One per race set up for the day; its id is derived from the event and the race. */
export const raceDaySchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  raceId: idSchema,
  /** FinishLynx's event number: given once, never reused in the championship. */
  eventNumber: z.number().int(),
  setup: raceSetupSchema,
  rounds: z.array(roundSchema),
  updatedAt: z.string(),
});
export type RaceDay = z.infer<typeof raceDaySchema>;

/** POST …/rounds/{round}/seed: the first round from the entries (later rounds are seeded by confirming qualifiers). */
export const seedInputSchema = z.object({
  /** A draw's seed to use again (a re-draw the referee checks); a new one otherwise. */
  seed: whole('Seed', 1, 999_999).optional(),
});

const timeText = optionalText('Time', 20);

export const heatRowInputSchema = z
  .object({
    entryId: idSchema,
    place: whole('Place', 1, LIMITS.heatRows).optional(),
    time: timeText,
    outcome: choice('Outcome', RESULT_OUTCOMES).optional(),
    reason: optionalText('Reason', LIMITS.reason),
  })
  .refine((row) => row.outcome === undefined || row.place === undefined, 'A row has a place or an outcome (DNS, DNF, DQ), not both');

/** PUT …/heats/{heat}: the heat's results (replacing what it had). */
export const heatResultInputSchema = z.object({
  rows: z.array(heatRowInputSchema).max(LIMITS.heatRows, `A heat has at most ${LIMITS.heatRows} results`),
  /** A points race: per sprint lap, the skaters across the line in order (the last is the last lap). */
  sprints: z.array(z.array(idSchema).max(LIMITS.heatRows)).max(LIMITS.sprints).optional(),
  /** An elimination race: the skaters in the order they were eliminated. */
  eliminated: z.array(idSchema).max(LIMITS.heatRows).optional(),
  /** Needed once the heat is official: why it changes. */
  reason: optionalText('Reason', LIMITS.reason),
  /** A correction that changes who went through is applied only when confirmed. */
  confirm: z.boolean({ error: 'Confirm must be true or false' }).optional(),
});
export type HeatResultInput = z.output<typeof heatResultInputSchema>;

/** PATCH …/heats/{heat}: official, or back to provisional. */
export const heatStatusInputSchema = z.object({
  status: choice('Status', RESULT_STATUSES),
});

/** POST …/rounds/{round}/qualifiers: confirms the proposal, with the referee's choice at each tie. */
export const confirmQualifiersSchema = z.object({
  tieChoices: z.array(idSchema).max(LIMITS.qualifiers).default([]),
  /** A new draw's seed for the next round's start positions (when they are drawn). */
  seed: whole('Seed', 1, 999_999).optional(),
});

/** One per championship, its id the event's: the bibs, and the races' event numbers for the timing system. */
export const raceDayBookSchema = z.object({
  _id: idSchema,
  /** None until the bibs are first numbered. */
  bibMode: z.enum(BIB_MODES).optional(),
  /** raceId → event number: given once, never changed or given twice. */
  eventNumbers: z.record(z.string(), z.number().int()).default({}),
  /** entryId → bib. */
  bibs: z.record(z.string(), z.number().int()),
  updatedAt: z.string(),
});
export type RaceDayBook = z.infer<typeof raceDayBookSchema>;

export const bibsInputSchema = z.object({
  mode: choice('Numbering', BIB_MODES),
});

const fileText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is too big (at most ${max.toLocaleString('en-IN')} characters)`)
    .refine((text) => !CONTROL.test(text), `${label} has characters that are not text: export it again as plain text`);

/** POST …/heats/{heat}/import: a FinishLynx `.lif` of this heat, or a chip file with its tag list. */
export const heatImportSchema = z
  .object({
    format: choice('Format', ['lif', 'chip'] as const),
    file: fileText('The file', 500_000).refine((text) => text.trim() !== '', 'The file is empty'),
    tags: fileText('The tag list', 200_000).optional(),
    minLapSeconds: z
      .number({ error: 'Minimum lap time must be a number' })
      .min(0, 'Minimum lap time must be at least 0')
      .max(3600, 'Minimum lap time must be at most 3600 seconds')
      .optional(),
    offsetSeconds: z
      .number({ error: 'Clock offset must be a number' })
      .min(-86_400, 'Clock offset must be at least -86400 seconds')
      .max(86_400, 'Clock offset must be at most 86400 seconds')
      .optional(),
  })
  .refine((input) => input.format === 'lif' || (input.tags ?? '') !== '', 'A chip file needs its tag list (tag, bib lines)');
