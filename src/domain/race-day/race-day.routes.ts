/**
 * Race day's routes: the race director sets formats from the grid, numbers bibs, seeds the first
 * round, enters (or imports) each heat's results, marks them official and confirms who goes
 * through; everyone sees the rounds and heats from the moment they are seeded.
 */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import {
  bibsInputSchema,
  confirmQualifiersSchema,
  heatImportSchema,
  heatResultInputSchema,
  heatSchema,
  heatStatusInputSchema,
  qualifierSchema,
  raceDaySchema,
  raceFormatsInputSchema,
  seedInputSchema,
} from './race-day.schema.ts';
import {
  adminRaceSchema,
  publicRoundsSchema,
  raceDayGridSchema,
  raceTemplatesSchema,
  seededRoundSchema,
} from './race-day-answers.schema.ts';

const RACE = '/api/events/:id/race-day/:raceId';
const ROUND = `${RACE}/rounds/:round`;
const HEAT = `${ROUND}/heats/:heat`;

const tieSchema = z.object({
  by: z.enum(['place', 'time']),
  heat: z.number().optional(),
  entryIds: z.array(z.string()),
  seats: z.number(),
  reason: z.string(),
});
const heatAnswer = z.object({ message: z.string(), heat: heatSchema, changed: z.boolean() });

export const raceDayRoutes = {
  grid: apiRoute({
    method: 'GET',
    path: '/api/events/:id/race-day',
    access: 'registrar',
    summary: 'Every race of the championship with its format, event number and rounds seeded (the race director’s grid).',
    record: 'Event',
    answers: { 200: { description: 'The races.', schema: raceDayGridSchema } },
  }),
  setFormats: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/race-day',
    access: 'registrar',
    summary:
      'Sets the distance, format, rounds, seeding and start positions of every race named, from a template or a setup; refused (and nothing changed) when one of them has been seeded.',
    record: 'Event',
    body: raceFormatsInputSchema,
    answers: { 200: { description: 'The races as set up.', schema: z.object({ message: z.string(), races: z.array(raceDaySchema) }) } },
  }),
  templates: apiRoute({
    method: 'GET',
    path: '/api/race-templates',
    access: 'registrar',
    summary: 'The race templates a grid of races is set up from.',
    answers: { 200: { description: 'The templates.', schema: raceTemplatesSchema } },
  }),
  bibs: apiRoute({
    method: 'POST',
    path: '/api/events/:id/bibs',
    access: 'registrar',
    summary: 'Numbers the bibs of every skater entered who has none (one sequence, or a hundred per age category); bibs given stay.',
    record: 'Event',
    body: bibsInputSchema,
    answers: {
      200: { description: 'The bibs by entry.', schema: z.object({ message: z.string(), bibs: z.record(z.string(), z.number()) }) },
    },
  }),
  rounds: apiRoute({
    method: 'GET',
    path: '/api/events/:id/rounds',
    access: 'public',
    summary:
      'Every race’s rounds and heats with start positions and bibs from seeding, and results from the race’s day (Q by place, q by time); names and clubs only. `?race=` answers that race only (none when it has no rounds).',
    record: 'Event',
    query: z.object({ race: idSchema.optional() }),
    answers: { 200: { description: 'The rounds.', schema: publicRoundsSchema } },
  }),
  race: apiRoute({
    method: 'GET',
    path: RACE,
    access: 'registrar',
    summary: 'One race whole: its setup and every round, heat, start and result with names and bibs.',
    record: 'Event',
    answers: { 200: { description: 'The race.', schema: adminRaceSchema } },
  }),
  seed: apiRoute({
    method: 'POST',
    path: `${ROUND}/seed`,
    access: 'registrar',
    summary:
      'Seeds the first round from the entries (serpentine by best, or drawn with the draw number given or a new one) and gives start positions; drawn again while it has no results.',
    record: 'Event',
    body: seedInputSchema,
    answers: { 200: { description: 'The round as seeded, with its seed.', schema: seededRoundSchema } },
  }),
  proposal: apiRoute({
    method: 'GET',
    path: `${ROUND}/qualifiers`,
    access: 'registrar',
    summary:
      'Who goes through, once every heat of the round is official: each with the reason; a tie at the cut-off named with the seats left.',
    record: 'Event',
    answers: {
      200: {
        description: 'The proposal.',
        schema: z.object({ qualifiers: z.array(qualifierSchema.extend({ name: z.string() })), ties: z.array(tieSchema) }),
      },
    },
  }),
  confirm: apiRoute({
    method: 'POST',
    path: `${ROUND}/qualifiers`,
    access: 'registrar',
    summary:
      'Confirms the proposal (with the referee’s choice at each tie) and seeds the next round; refused once the next round has results.',
    record: 'Event',
    body: confirmQualifiersSchema,
    answers: { 200: { description: 'Confirmed.', schema: messageAnswerSchema } },
  }),
  heatResults: apiRoute({
    method: 'PUT',
    path: HEAT,
    access: 'registrar',
    summary:
      'Saves a heat’s results (provisional; If-Match: the heat’s ETag, 409 when stale; the same results again change nothing). Official: needs a reason, and a correction that changes who went through needs confirm (409 listing the changes).',
    record: 'Event',
    body: heatResultInputSchema,
    answers: { 200: { description: 'The heat as stored; its version is the ETag.', schema: heatAnswer } },
  }),
  heatSheets: apiRoute({
    method: 'GET',
    path: `${RACE}/heat-sheets`,
    access: 'registrar',
    summary:
      'The race’s heat sheets as an A4 PDF, one page per heat of every seeded round (or of `round`): start positions, bibs, names and clubs, with boxes for the official’s times.',
    record: 'Event',
    query: z.object({
      round: z
        .string()
        .regex(/^[1-9]\d{0,2}$/, 'Round must be a round number')
        .optional(),
    }),
    answers: { 200: { description: 'The PDF.' } },
  }),
  finishLynx: apiRoute({
    method: 'GET',
    path: '/api/events/:id/finishlynx/:file',
    access: 'registrar',
    summary:
      'FinishLynx’s lynx.ppl (bib, last name, first name, club), lynx.evt (event,round,heat,name then ,bib,lane) or lynx.sch (event,round,heat) of every seeded heat; event numbers never change.',
    record: 'Event',
    answers: { 200: { description: 'The file, as text.' } },
  }),
  heatImport: apiRoute({
    method: 'POST',
    path: `${HEAT}/import`,
    access: 'registrar',
    summary:
      'Imports a heat’s results from a FinishLynx .lif or a chip file (tag,time with a tag list, minimum lap time, clock offset): provisional; every line naming no skater of the heat listed with its number; the same file again changes nothing.',
    record: 'Event',
    body: heatImportSchema,
    answers: {
      200: {
        description: 'The heat as stored (its version the ETag), and the lines not imported.',
        schema: heatAnswer.extend({
          imported: z.number(),
          unmatched: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string() })),
        }),
      },
    },
  }),
  heatStatus: apiRoute({
    method: 'PATCH',
    path: HEAT,
    access: 'registrar',
    summary:
      'Marks a heat official (from the race’s day on) or back to provisional (until its round’s qualifiers are confirmed). A final’s heats are the race’s result.',
    record: 'Event',
    body: heatStatusInputSchema,
    answers: { 200: { description: 'The heat as stored; its version is the ETag.', schema: heatAnswer } },
  }),
};
