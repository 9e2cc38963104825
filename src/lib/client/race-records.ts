/** Records (docs/race-day.md#records): the referee's queue of a championship, its decisions, an entered record. */
import type { z } from 'zod';
import { raceRecordsRoutes } from '#domain/race-day/race-records.routes.ts';
import type { EnteredLevel, enteredRecordSchema } from '#domain/race-day/race-records.ts';
import { call } from './call.ts';

export const raceRecordsApi = {
  recordQueue: (eventId: string) => call(raceRecordsRoutes.queue, { params: { id: eventId } }),
  decideRecord: (eventId: string, claimId: string, decision: 'accept' | 'reject') =>
    call(raceRecordsRoutes.decide, { params: { id: eventId, claimId }, body: { decision } }),
  enterRecord: (level: EnteredLevel, body: z.input<typeof enteredRecordSchema>) =>
    call(raceRecordsRoutes.enter, { params: { level }, body }),
};
