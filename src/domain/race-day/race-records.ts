/**
 * Records: the fastest time ever skated in one kind of race (discipline, distance, surface, age
 * category and gender) at three levels: the meet (this championship), the district (the
 * association's own) and the state (as an admin enters it). A time from an official heat that beats
 * a record waits for the referee; accepted, it is the record and the one before it stays in the
 * history. The rules only: the store is in netlify/functions/_shared/race-day/race-records.ts.
 */
import { z } from 'zod';
import { dateField, idSchema, optionalText, requiredText } from '#domain/common/fields.schema.ts';

export const RECORD_LEVELS = ['meet', 'district', 'state'] as const;
export type RecordLevel = (typeof RECORD_LEVELS)[number];

/** The tag beside a time on the public rounds, as printed results write it. */
export const RECORD_TAGS: Readonly<Record<RecordLevel, 'MR' | 'DR' | 'SR'>> = { meet: 'MR', district: 'DR', state: 'SR' };
export type RecordTag = (typeof RECORD_TAGS)[RecordLevel];

/** What a record is kept apart by. */
export interface RecordKind {
  discipline: string;
  distance: number;
  surface: string;
  ageCategory: string;
  gender: string;
}

export const recordKindSchema = z.object({
  discipline: requiredText('Discipline', 80),
  distance: z.number().int().min(1, 'Distance must be at least 1 m').max(100_000),
  surface: z.enum(['track', 'road']),
  ageCategory: requiredText('Age category', 80),
  gender: requiredText('Gender', 40),
});

export const recordKey = (kind: RecordKind): string =>
  [kind.discipline, kind.distance, kind.surface, kind.ageCategory, kind.gender].join('|');

/** The kind of race a key names. */
export const kindOfKey = (key: string): RecordKind => {
  const [discipline = '', distance = '0', surface = '', ageCategory = '', gender = ''] = key.split('|');
  return { discipline, distance: Number(distance), surface, ageCategory, gender };
};

/** One record as it stood: who, how fast, where and when. Public fields only (a name, a club). */
export const recordEntrySchema = z.object({
  thousandths: z.number().int().positive(),
  /** As shown: "52.31". */
  time: z.string(),
  name: z.string(),
  club: z.string(),
  /** The day it was skated (YYYY-MM-DD). */
  date: z.string(),
  /** The skater's profile, when the record was set at one of the association's championships. */
  skaterId: idSchema.optional(),
  /** Where it was set: the championship, its race, the heat (personal-bests.ts heatKey) and the entry. */
  eventId: idSchema.optional(),
  eventTitle: z.string().optional(),
  raceId: idSchema.optional(),
  heat: z.string().optional(),
  entryId: idSchema.optional(),
  /** Entered by an admin (a state record, or a district record from before the site) rather than accepted from a heat. */
  entered: z.boolean().optional(),
  /** The claim it was accepted from. */
  claimId: z.string().optional(),
  acceptedAt: z.string(),
});
export type RecordEntry = z.infer<typeof recordEntrySchema>;

/** Every record of a level by kind, oldest first: the last is the record now. */
const historySchema = z.record(z.string(), z.array(recordEntrySchema));
export type RecordHistory = z.infer<typeof historySchema>;

/** A time waiting for the referee: the levels it would be a record of, and the record each would replace. */
export const recordClaimSchema = z.object({
  id: idSchema,
  key: z.string(),
  levels: z.array(z.enum(RECORD_LEVELS)).min(1),
  entry: recordEntrySchema.omit({ acceptedAt: true, claimId: true, entered: true }),
  raceName: z.string(),
  /** The record of each level at the time of the claim; null where the level had none yet. */
  previous: z.partialRecord(z.enum(RECORD_LEVELS), recordEntrySchema.nullable()),
  claimedAt: z.string(),
});
export type RecordClaim = z.infer<typeof recordClaimSchema>;

/**
 * A record book: `standing` holds the district's and the state's records (one read for the public
 * page and every heat), each championship's (by its event id) its meet records and the times
 * waiting for the referee. Its size follows the kinds of race, not the number of heats.
 */
export const recordBookSchema = z.object({
  _id: idSchema,
  meet: historySchema.default({}),
  district: historySchema.default({}),
  state: historySchema.default({}),
  pending: z.array(recordClaimSchema).default([]),
  /** The referee's decisions by claim (so a decision sent again is answered, not refused). */
  decided: z.record(z.string(), z.enum(['accepted', 'rejected'])).default({}),
  updatedAt: z.string(),
});
export type RecordBook = z.infer<typeof recordBookSchema>;

export const STANDING_BOOK = 'standing';

export const emptyBook = (id: string, now: string): RecordBook => ({
  _id: id,
  meet: {},
  district: {},
  state: {},
  pending: [],
  decided: {},
  updatedAt: now,
});

export const currentRecord = (history: RecordHistory, key: string): RecordEntry | undefined => history[key]?.at(-1);

/**
 * The levels a time beats: faster than the level's record. The meet's and the district's first
 * record is the first official time of its kind (there is nothing to beat yet); the state's are
 * entered by an admin, so a state record is claimed only where one stands.
 */
export const levelsBeaten = (thousandths: number, records: Readonly<Record<RecordLevel, RecordEntry | undefined>>): RecordLevel[] =>
  RECORD_LEVELS.filter((level) => {
    const current = records[level];
    if (current === undefined) return level !== 'state';
    return thousandths < current.thousandths;
  });

/** The history with every record of `heat` taken away (the heat set back to provisional, or its championship deleted). */
export const withoutHeat = (history: RecordHistory, drop: (entry: RecordEntry) => boolean): RecordHistory =>
  Object.fromEntries(
    Object.entries(history)
      .map(([key, entries]) => [key, entries.filter((entry) => !drop(entry))] as const)
      .filter(([, entries]) => entries.length > 0),
  );

/** Input: a decision on a claim. */
export const recordDecisionSchema = z.object({ decision: z.enum(['accept', 'reject']) });
export type RecordDecision = z.infer<typeof recordDecisionSchema>;

/** Input: a state record (or a district record from before the site) as an admin enters it. */
export const ENTERED_LEVELS = ['district', 'state'] as const;
export type EnteredLevel = (typeof ENTERED_LEVELS)[number];

export const enteredRecordSchema = recordKindSchema.extend({
  time: requiredText('Time', 20),
  name: requiredText('Name', 120),
  club: optionalText('Club', 120),
  date: dateField('Date'),
});
export type EnteredRecord = z.infer<typeof enteredRecordSchema>;
