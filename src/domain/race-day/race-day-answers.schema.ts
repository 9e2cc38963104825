/**
 * What the race day's read routes answer, as schemas: the race director's grid, the templates, one
 * race whole, a round as seeded, and the public rounds. The declarations (race-day.routes.ts) give
 * them to the OpenAPI document and the client checks answers against them in development and
 * tests. The shapes are the views of race-day-views.ts and public-rounds.ts; the checks at the end
 * fail to compile when a view and its schema part.
 */
import { z } from 'zod';
import { RESULT_OUTCOMES } from '#domain/championships/championship.ts';
import { raceSchema } from '#domain/championships/championship.schema.ts';
import type { PublicRounds } from './public-rounds.ts';
import { RACE_FORMATS, ROUND_KINDS } from './race-format.ts';
import type { RaceTemplate } from './race-templates.ts';
import type { AdminRaceView, RaceDayGridView } from './race-day-views.ts';
import { heatRowSchema, raceSetupSchema, roundPlanSchema, roundSchema, startSchema } from './race-day.schema.ts';

const person = { name: z.string(), club: z.string(), bib: z.number().int().optional() };

export const raceDayGridSchema = z.object({
  eventId: z.string(),
  races: z.array(
    raceSchema.extend({
      raceDay: z
        .object({ eventNumber: z.number().int(), format: z.string(), distance: z.number(), roundsSeeded: z.number().int() })
        .optional(),
    }),
  ),
});

export const raceTemplatesSchema = z.object({
  templates: z.array(z.object({ id: z.string(), name: z.string(), setup: raceSetupSchema })),
});

const adminHeatSchema = z.object({
  number: z.number().int(),
  starts: z.array(startSchema.extend(person)),
  rows: z.array(heatRowSchema.extend(person)),
  status: z.enum(['provisional', 'official']).optional(),
  version: z.number().int(),
  officialAt: z.string().optional(),
  correctedAt: z.string().optional(),
  source: z.object({ kind: z.enum(['typed', 'lif', 'chip']), digest: z.string() }).optional(),
});

export const adminRaceSchema = z.object({
  race: raceSchema,
  eventNumber: z.number().int(),
  setup: raceSetupSchema,
  rounds: z.array(
    z.object({
      number: z.number().int(),
      kind: z.enum(ROUND_KINDS),
      name: z.string(),
      plan: roundPlanSchema,
      seed: z.number().int().optional(),
      seededAt: z.string().optional(),
      confirmedAt: z.string().optional(),
      qualifiers: z
        .array(z.object({ entryId: z.string(), heat: z.number().int(), mark: z.enum(['Q', 'q']), reason: z.string() }))
        .optional(),
      heats: z.array(adminHeatSchema).optional(),
    }),
  ),
});

export const seededRoundSchema = z.object({ message: z.string(), round: roundSchema });

const publicHeatSchema = z.object({
  number: z.number().int(),
  starts: z.array(z.object({ position: z.number().int(), ...person })),
  status: z.enum(['provisional', 'official', 'corrected']).optional(),
  results: z
    .array(
      z.object({
        place: z.number().int().optional(),
        time: z.string().optional(),
        points: z.number().int().optional(),
        eliminated: z.number().int().optional(),
        outcome: z.enum(RESULT_OUTCOMES).optional(),
        qualified: z.enum(['Q', 'q']).optional(),
        best: z.enum(['PB', 'SB']).optional(),
        ...person,
      }),
    )
    .optional(),
});

export const publicRoundsSchema = z.object({
  eventId: z.string(),
  races: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      discipline: z.string(),
      ageCategory: z.string(),
      gender: z.string(),
      distance: z.number(),
      format: z.enum(RACE_FORMATS),
      rounds: z.array(
        z.object({ number: z.number().int(), kind: z.enum(ROUND_KINDS), name: z.string(), heats: z.array(publicHeatSchema) }),
      ),
    }),
  ),
});

/** Each schema's output is its view, both ways: a field added to one and not the other fails here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const views: [
  Same<z.output<typeof raceDayGridSchema>, RaceDayGridView>,
  Same<z.output<typeof raceTemplatesSchema>, { templates: RaceTemplate[] }>,
  Same<z.output<typeof adminRaceSchema>, AdminRaceView>,
  Same<z.output<typeof publicRoundsSchema>, PublicRounds>,
] = [true, true, true, true];
void views;
