/**
 * The records as the public records page shows them (built from the store with the other public
 * pages): the district's and the state's, and the meet records of the championships whose pages
 * are built. Public fields only: name, club, time, day, championship, and the skater's public
 * profile id (the profiles page links a holder to this page).
 */
import { z } from 'zod';
import { recordEntrySchema, type RecordHistory } from './race-records.ts';

const publicEntrySchema = recordEntrySchema.omit({ entryId: true, heat: true, claimId: true, raceId: true });
const publicHistorySchema = z.record(z.string(), z.array(publicEntrySchema));
export type PublicRecordHistory = z.infer<typeof publicHistorySchema>;

export const publicRecordsSchema = z.object({
  district: publicHistorySchema.default({}),
  state: publicHistorySchema.default({}),
  meets: z.array(z.object({ eventId: z.string(), title: z.string(), records: publicHistorySchema })).default([]),
});
export type PublicRecords = z.infer<typeof publicRecordsSchema>;

export const emptyPublicRecords = (): PublicRecords => ({ district: {}, state: {}, meets: [] });

/** A history with only its public fields. */
export const publicHistory = (history: RecordHistory): PublicRecordHistory =>
  Object.fromEntries(
    Object.entries(history).map(([key, entries]) => [
      key,
      entries.map(({ entryId: _e, heat: _h, claimId: _c, raceId: _r, ...entry }) => entry),
    ]),
  );

/** The skaters who hold a record now (the last of a history), for the profiles page's link. */
export const currentHolders = (records: PublicRecords): string[] => {
  const histories = [records.district, records.state, ...records.meets.map((meet) => meet.records)];
  const ids = histories.flatMap((history) => Object.values(history).map((entries) => entries.at(-1)?.skaterId));
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
};
