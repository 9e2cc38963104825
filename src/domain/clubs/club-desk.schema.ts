/** What the club desk's routes accept and answer, and what a coach address keeps (zod, server and types). */
import { z } from 'zod';
import { emailField, honeypotField, idSchema, requiredText } from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';

/** One coach address of one club: personal data, never in a public answer, a log line or an audit entry. */
export const coachSchema = z.object({
  _id: idSchema,
  clubId: idSchema,
  email: z.string(),
  createdAt: z.string(),
});
export type Coach = z.infer<typeof coachSchema>;

export const coachInputSchema = z.object({ clubId: idSchema, email: emailField('Coach e-mail') });
export type CoachInput = z.input<typeof coachInputSchema>;

export const coachListQuerySchema = z.object({ club: idSchema });

export const coachViewSchema = coachSchema.pick({ _id: true, email: true, createdAt: true });
export const coachListSchema = z.object({ coaches: z.array(coachViewSchema) });

/** What the club desk's session answers: signed in or not, and as whom, for which club. */
export const deskSessionSchema = z.union([
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), email: z.string(), club: z.object({ _id: idSchema, clubName: z.string() }) }),
]);
export type DeskSession = z.infer<typeof deskSessionSchema>;

export const signedInAnswerSchema = z.union([
  z.object({ message: z.string(), email: z.string() }),
  z.object({ confirm: z.object({ email: z.string(), current: z.string().optional() }) }),
]);

/** One skater of the roster: what a coach needs to enter them, and nothing personal (no date of birth, contact, Aadhaar or proof). */
export const rosterSkaterSchema = z.object({
  _id: idSchema,
  name: z.string(),
  registrationNo: z.string(),
  gender: z.string(),
  eventCategory: z.string(),
  ageCategory: z.string(),
  season: z.number(),
  /** Approved for the season now running (`current`), or for an earlier one (`lapsed`: renewal needed before any entry). */
  seasonStatus: z.enum(['current', 'lapsed']),
  /** The parent lets the club enter this child. */
  clubMayEnter: z.boolean(),
  entries: z.array(z.object({ eventId: idSchema, title: z.string(), races: z.array(z.string()), byClub: z.boolean() })),
});
export type RosterSkater = z.infer<typeof rosterSkaterSchema>;

export const rosterSchema = z.object({
  club: z.object({ _id: idSchema, clubName: z.string() }),
  items: z.array(rosterSkaterSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type Roster = z.infer<typeof rosterSchema>;

export const rosterQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

/** A coach's invitation: the parent's address and the child's name (nothing else is kept: the letter is all it makes). */
export const invitationSchema = z.object({
  email: emailField("Parent's e-mail"),
  childName: requiredText("Child's name", 100),
  [HONEYPOT_FIELD]: honeypotField,
});

/** The parent's choice: may the child's club enter them for championships. */
export const clubEntriesChoiceSchema = z.object({ allowed: z.boolean({ error: 'allowed must be true or false' }) });

const batchLineSchema = z.object({
  registrationNo: requiredText('Registration number', 40),
  race: requiredText('Race', 200),
});

/** A batch to check: the grid's ticks as lines, or a CSV file's text (`registrationNo,race` per line). */
export const batchCheckSchema = z.union(
  [
    z.object({ eventId: idSchema, lines: z.array(batchLineSchema).min(1, 'Choose at least one skater and race.').max(1_000) }),
    z.object({
      eventId: idSchema,
      csv: z
        .string({ error: 'csv must be text' })
        .max(60_000, { error: 'The CSV file is too large (60,000 characters at most).', abort: true }),
    }),
  ],
  { error: 'Send the lines chosen, or a CSV file.' },
);

/** The checked list, confirmed: entered only if every line still passes. */
export const batchConfirmSchema = z.object({
  eventId: idSchema,
  lines: z.array(batchLineSchema).min(1, 'Choose at least one skater and race.').max(1_000),
});

const batchLineAnswer = z.object({ line: z.number(), registrationNo: z.string(), race: z.string(), reason: z.string() });
export const batchCheckAnswerSchema = z.object({
  eventId: idSchema,
  accepted: z.array(z.object({ line: z.number(), registrationNo: z.string(), name: z.string(), raceId: idSchema, raceName: z.string() })),
  refused: z.array(batchLineAnswer),
  duplicates: z.array(batchLineAnswer),
});

export const gridQuerySchema = z.object({ event: z.union([idSchema, z.literal('')]).default('') });

export const gridSchema = z.object({
  championships: z.array(z.object({ eventId: idSchema, title: z.string(), entriesClose: z.string() })),
  championship: z
    .object({
      eventId: idSchema,
      title: z.string(),
      entriesClose: z.string(),
      maxRacesPerSkater: z.number(),
      clubQuotaPerRace: z.number().optional(),
      races: z.array(z.object({ _id: idSchema, name: z.string() })),
    })
    .optional(),
  skaters: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      registrationNo: z.string(),
      ageCategory: z.string(),
      clubMayEnter: z.boolean(),
      eligible: z.array(idSchema),
      entered: z.array(idSchema),
    }),
  ),
});
export type Grid = z.infer<typeof gridSchema>;
