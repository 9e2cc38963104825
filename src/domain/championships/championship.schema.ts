/**
 * Championships: the stored records (championship, entry, race results, selection) and the inputs
 * of their routes. Only names and clubs of entrants ever reach a public answer (see the public
 * views in championship-views on the server).
 */
import { z } from 'zod';
import { EVENT_CATEGORIES } from '#config/rules.ts';
import { AGE_CATEGORIES } from '#domain/registry/age-category.ts';
import { CHAMPIONSHIP_LIMITS as LIMITS, RACE_GENDERS, RESULT_OUTCOMES, SELECTION_CHANGES_MAX } from './championship.ts';
import { dateField, honeypotField, idSchema, optionalText, requiredText } from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { normalizeRegistrationNo, REGISTRATION_NO_MAX } from '#domain/registry/skater-registry.ts';
import { RESULT_STATUSES } from './result-status.ts';
import { eventInputSchema } from '#domain/events/event.schema.ts';

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const raceSchema = z.object({
  _id: idSchema,
  name: z.string(),
  discipline: z.enum(EVENT_CATEGORIES),
  ageCategory: z.enum(AGE_CATEGORIES),
  gender: z.enum(RACE_GENDERS),
});
export type Race = z.infer<typeof raceSchema>;

/** One per championship event: its `_id` is the event's. */
export const championshipSchema = z.object({
  _id: idSchema,
  entriesClose: z.string(),
  /** The day (YYYY-MM-DD) every entrant's age category is counted on; records saved before it existed count on their season's 1 January. */
  ageDate: z.string().optional(),
  maxRacesPerSkater: z.number().int(),
  selectPerRace: z.number().int(),
  /** The most skaters one club may enter per race from its club desk (docs/clubs.md#entries-for-the-squad); none: no limit. */
  clubQuotaPerRace: z.number().int().optional(),
  /** Club points for 1st, 2nd, 3rd … place (docs/clubs.md#club-standings); none: 5, 3 and 1. */
  clubPoints: z.array(z.number().int()).optional(),
  races: z.array(raceSchema).max(LIMITS.races),
  updatedAt: z.string(),
});
export type Championship = z.infer<typeof championshipSchema>;

const raceInputSchema = z.object({
  /** Present for a race that already exists (it keeps its entries and results). */
  _id: idSchema.optional(),
  name: requiredText('Race name', LIMITS.raceName),
  discipline: choice('Discipline', EVENT_CATEGORIES),
  ageCategory: choice('Age category', AGE_CATEGORIES),
  gender: choice('Gender', RACE_GENDERS),
});

/** PUT /api/events/{id}/championship: the rules, and the races when given (a race left out is removed). */
export const championshipInputSchema = z.object({
  entriesClose: z.iso.datetime({ offset: true, error: 'Entries close must be a date and time (ISO 8601)' }),
  /** Left out: 1 January of the season the event falls in. */
  ageDate: dateField('Ages counted on').optional(),
  maxRacesPerSkater: wholeNumber('Maximum races per skater', 1, LIMITS.maxRacesPerSkater),
  selectPerRace: wholeNumber('Selected per race', 1, LIMITS.selectPerRace),
  /** Left out: kept as it is; null: no limit on a club's entries per race. */
  clubQuotaPerRace: wholeNumber('Club quota per race', 1, 500).nullable().optional(),
  /** Points for 1st, 2nd, 3rd … place. Left out: kept as they are; null: 5, 3 and 1. */
  clubPoints: z
    .array(wholeNumber('Club points', 0, 100), { error: 'Club points must be a list of whole numbers' })
    .min(1, 'Club points: give at least the points for 1st place')
    .max(10, 'Club points: at most 10 places score')
    .nullable()
    .optional(),
  races: z.array(raceInputSchema).max(LIMITS.races, `A championship may have at most ${LIMITS.races} races.`).optional(),
});
export type ChampionshipInput = z.input<typeof championshipInputSchema>;

/** The key a setup form is opened with: the same key sent twice sets up one championship. */
export const SETUP_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST /api/championships: an event that is a championship, made in one step by the registrar
 * (its title, date, place, description and picture, and its rules; races and fees follow).
 */
export const championshipSetupSchema = eventInputSchema.extend({
  key: z
    .string({ error: 'Reload the page and try again (the form has no key).' })
    .regex(SETUP_KEY_PATTERN, 'Reload the page and try again (the form has no key).'),
  entriesClose: championshipInputSchema.shape.entriesClose,
  ageDate: championshipInputSchema.shape.ageDate,
  maxRacesPerSkater: championshipInputSchema.shape.maxRacesPerSkater,
  selectPerRace: championshipInputSchema.shape.selectPerRace,
});
export type ChampionshipSetupInput = z.input<typeof championshipSetupSchema>;

const distinctChoices = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z
    .array(choice(label, options), { error: `${label}: choose at least one` })
    .min(1, `${label}: choose at least one`)
    .max(options.length, `${label}: each may be chosen once`)
    .refine((values) => new Set(values).size === values.length, `${label}: each may be chosen once`);

/** The race builder: every discipline × age category × gender chosen, named after them (and `name`). */
export const raceGridSchema = z.object({
  disciplines: distinctChoices('Disciplines', EVENT_CATEGORIES),
  ageCategories: distinctChoices('Age categories', AGE_CATEGORIES),
  genders: distinctChoices('Genders', RACE_GENDERS),
  name: optionalText('Race name', LIMITS.raceName - 60),
});

const registrationNoField = requiredText('Registration number', REGISTRATION_NO_MAX).transform(normalizeRegistrationNo);

const raceIdsField = z
  .array(idSchema, { error: 'Races: choose at least one' })
  .min(1, 'Races: choose at least one')
  .max(LIMITS.maxRacesPerSkater, `Races: at most ${LIMITS.maxRacesPerSkater}`)
  .refine((ids) => new Set(ids).size === ids.length, 'Races: each race may be chosen once');

/** Who is entered: the registration number and the date of birth prove it, as in the registry's look-ups. */
export const entrantLookupSchema = z.object({
  eventId: idSchema,
  registrationNo: registrationNoField,
  dob: dateField('Date of birth'),
});

export const entryInputSchema = entrantLookupSchema.extend({
  raceIds: raceIdsField,
  /** Needed to replace or drop races the skater is already entered in (adding races needs nothing). */
  replace: z.boolean({ error: 'Replace must be true or false' }).optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type EntryInput = z.input<typeof entryInputSchema>;

export const ENTRY_STATUSES = ['entered', 'withdrawn'] as const;

/** One per skater per event (its id is derived from the two), holding the races entered. */
export const entrySchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  skaterId: idSchema,
  registrationNo: z.string(),
  name: z.string(),
  club: z.string(),
  raceIds: z.array(idSchema).max(LIMITS.maxRacesPerSkater),
  status: z.enum(ENTRY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  withdrawnAt: z.string().optional(),
  /** The confirmation that could not be sent (admins only). */
  mailProblem: z.string().optional(),
  /** Made from a club's desk (docs/clubs.md#entries-for-the-squad): the registrar sees the club that entered the skater. */
  byClub: z.object({ clubId: idSchema, clubName: z.string(), at: z.string() }).optional(),
});
export type Entry = z.infer<typeof entrySchema>;

/** The admin's entry list: `race` narrows it to one race, `status` to entered or withdrawn ones. */
export const entryListQuerySchema = listQuerySchema.extend({
  race: z.union([idSchema, z.literal('')], { error: 'Invalid race' }).default(''),
  status: z.enum(['', ...ENTRY_STATUSES], { error: 'Invalid status' }).default(''),
});

export const resultRowSchema = z.object({
  entryId: idSchema,
  position: z.number().int().optional(),
  mark: z.string().optional(),
  outcome: z.enum(RESULT_OUTCOMES).optional(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** One race's results; its id is derived from the event and the race. */
export const raceResultSchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  raceId: idSchema,
  rows: z.array(resultRowSchema).max(LIMITS.resultRows),
  /** Left out by records saved before results had a status: those count as official (result-status.ts). */
  status: z.enum(RESULT_STATUSES).optional(),
  /** When the results were first saved as provisional (the dashboard's reminder counts from it). */
  provisionalSince: z.string().optional(),
  officialAt: z.string().optional(),
  /** The latest change made after the results were official, with its reason (admins only). */
  correctedAt: z.string().optional(),
  correctionReason: z.string().optional(),
  updatedAt: z.string(),
});
export type RaceResult = z.infer<typeof raceResultSchema>;

const resultRowInputSchema = z
  .object({
    entryId: idSchema.optional(),
    registrationNo: registrationNoField.optional(),
    position: wholeNumber('Position', 1, LIMITS.position).optional(),
    mark: optionalText('Time or points', LIMITS.mark),
    outcome: choice('Outcome', RESULT_OUTCOMES).optional(),
  })
  .refine((row) => (row.entryId === undefined) !== (row.registrationNo === undefined), 'Each row needs an entry or a registration number')
  .refine((row) => (row.position === undefined) !== (row.outcome === undefined), 'Each row needs a position or an outcome (DNS, DNF, DQ)');

export const raceResultInputSchema = z.object({
  rows: z.array(resultRowInputSchema).max(LIMITS.resultRows, `A race has at most ${LIMITS.resultRows} results`),
  /** Needed once the results are official: why they change. */
  reason: optionalText('Reason', LIMITS.reason),
});

/** PATCH /api/events/{id}/results/{raceId}: the one change of status an admin makes. */
export const raceResultStatusSchema = z.object({
  status: z.literal('official', { error: 'Status must be official' }),
});
export type RaceResultInput = z.input<typeof raceResultInputSchema>;

export const selectionOverrideSchema = z.object({
  entryId: idSchema,
  raceId: idSchema,
  selected: z.boolean(),
  reason: z.string(),
  at: z.string(),
});
export type SelectionOverride = z.infer<typeof selectionOverrideSchema>;

/** The admins' changes to the computed district team; its id is the event's. */
export const selectionSchema = z.object({
  _id: idSchema,
  overrides: z.array(selectionOverrideSchema).max(SELECTION_CHANGES_MAX),
  updatedAt: z.string(),
});
export type Selection = z.infer<typeof selectionSchema>;

/** PUT /api/events/{id}/selection: add (selected) or remove one skater of one race, with the reason. */
export const selectionInputSchema = z.object({
  entryId: idSchema,
  raceId: idSchema,
  selected: z.boolean({ error: 'Selected must be true or false' }),
  reason: requiredText('Reason', LIMITS.reason),
});

const raceHeadingSchema = raceSchema.pick({ _id: true, name: true, discipline: true, ageCategory: true, gender: true });

/**
 * A championship's start lists and results as the build prerenders them: names and clubs only,
 * with the id of a skater's public page (parsing drops any other field, so nothing personal can
 * reach the built pages).
 */
export const championshipSheetsSchema = z.object({
  eventId: idSchema,
  startLists: z.object({
    eventId: idSchema,
    races: z.array(
      raceHeadingSchema.extend({ entrants: z.array(z.object({ name: z.string(), club: z.string(), skaterId: idSchema.optional() })) }),
    ),
  }),
  results: z.object({
    eventId: idSchema,
    races: z.array(
      raceHeadingSchema.extend({
        status: z.enum([...RESULT_STATUSES, 'corrected']).optional(),
        results: z.array(
          z.object({
            position: z.number().optional(),
            mark: z.string().optional(),
            outcome: z.enum(RESULT_OUTCOMES).optional(),
            name: z.string(),
            club: z.string(),
            skaterId: idSchema.optional(),
          }),
        ),
      }),
    ),
    medals: z.array(z.object({ club: z.string(), gold: z.number(), silver: z.number(), bronze: z.number() })),
    /** Sheets built before club points existed have none. */
    clubPoints: z.array(z.object({ club: z.string(), points: z.number() })).optional(),
  }),
});
export type ChampionshipSheets = z.infer<typeof championshipSheetsSchema>;
