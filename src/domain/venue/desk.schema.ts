/**
 * The results desk's inputs (docs/venue.md): a race's results or its check-in, each made on the
 * device from a copy of the race at a known version (`base`, null when the race had none yet)
 * and sent with the device's name, which the audit log keeps.
 */
import { z } from 'zod';
import { raceResultInputSchema } from '#domain/championships/championship.schema.ts';
import { idSchema, optionalText } from '#domain/common/fields.schema.ts';
import { CHAMPIONSHIP_LIMITS } from '#domain/championships/championship.ts';

export const DESK_LIMITS = { device: 60 } as const;

const base = z
  .number({ error: 'Base must be the version the change was made on, or null' })
  .int('Base must be a whole number')
  .min(0, 'Base must be at least 0')
  .nullable();

const device = optionalText('Device', DESK_LIMITS.device);

/** PUT /api/events/{id}/desk/results: one race's results. */
export const deskResultsInputSchema = raceResultInputSchema.extend({ raceId: idSchema, base, device });
export type DeskResultsInput = z.output<typeof deskResultsInputSchema>;

/** PUT /api/events/{id}/desk/checkin: one race's check-in, who is present (entries' ids) and when the race is called. */
export const deskCheckinInputSchema = z.object({
  raceId: idSchema,
  present: z.array(idSchema).max(CHAMPIONSHIP_LIMITS.resultRows, `A race has at most ${CHAMPIONSHIP_LIMITS.resultRows} entrants`),
  callAt: z.union([z.literal(''), z.iso.datetime({ offset: true, error: 'Call time must be a date and time (ISO 8601)' })]).optional(),
  base,
  device,
});
export type DeskCheckinInput = z.output<typeof deskCheckinInputSchema>;

/** One race's check-in as stored (its id the race result's: event and race). */
export const raceCheckinSchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  raceId: idSchema,
  present: z.array(idSchema),
  callAt: z.string(),
  updatedAt: z.string(),
});
export type RaceCheckin = z.infer<typeof raceCheckinSchema>;

const rowSchema = z.object({
  entryId: z.string(),
  position: z.number().optional(),
  mark: z.string().optional(),
  outcome: z.string().optional(),
});

const versionSchema = z.number().nullable();

/** The desk's copy of a race: entrants, results and check-in, each with its version. */
export const deskRaceSchema = z.object({
  raceId: z.string(),
  name: z.string(),
  discipline: z.string(),
  ageCategory: z.string(),
  gender: z.string(),
  entrants: z.array(z.object({ entryId: z.string(), name: z.string(), club: z.string(), registrationNo: z.string() })),
  results: z.object({ rows: z.array(rowSchema), status: z.string().nullable(), version: versionSchema }),
  checkin: z.object({ present: z.array(z.string()), callAt: z.string(), version: versionSchema }),
});

/** GET /api/events/{id}/desk. */
export const deskDaySchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  races: z.array(deskRaceSchema),
  at: z.string(),
});

const changedBySchema = z.object({ by: z.string().optional(), at: z.string().optional() });

export const deskResultsAnswerSchema = z.object({
  message: z.string(),
  results: z.object({ rows: z.array(rowSchema), status: z.string().nullable(), version: versionSchema }),
});

export const deskCheckinAnswerSchema = z.object({
  message: z.string(),
  checkin: z.object({ present: z.array(z.string()), callAt: z.string(), version: versionSchema }),
});

/** The 409 of a change made on a stale copy: both values, for the official to choose. */
export const deskConflictSchema = z.object({
  message: z.string(),
  current: z.record(z.string(), z.unknown()).and(changedBySchema),
  sent: z.record(z.string(), z.unknown()),
});
