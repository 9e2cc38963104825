/**
 * Records' routes: the referee's queue of a championship (times that beat a meet, district or
 * state record, each with the record it would replace) and its decisions; the district's and the
 * state's records with their history, and an admin's entry of one (a state record, or a district
 * record from before the site). The referee is a registrar or an owner, who run race day.
 */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { enteredRecordSchema, recordClaimSchema, recordDecisionSchema, recordEntrySchema } from './race-records.ts';

const historySchema = z.record(z.string(), z.array(recordEntrySchema.omit({ skaterId: true, entryId: true, heat: true, claimId: true })));

export const raceRecordsRoutes = {
  queue: apiRoute({
    method: 'GET',
    path: '/api/events/:id/records/queue',
    access: 'registrar',
    summary:
      'The referee’s queue of the championship: each official time that beats a meet, district or state record, with the record it would replace (null where the level had none yet). Its ETag is the queue’s version.',
    record: 'Event',
    answers: {
      200: {
        description: 'The queue.',
        schema: z.object({ eventId: idSchema, count: z.number(), pending: z.array(recordClaimSchema) }),
      },
    },
  }),
  decide: apiRoute({
    method: 'POST',
    path: '/api/events/:id/records/queue/:claimId',
    access: 'registrar',
    summary:
      'Accepts a claimed record (it becomes the record of each level it still beats; the one before stays in the history) or rejects it. If-Match: the queue’s ETag. The same decision sent again changes nothing; 409 when a faster record was accepted meanwhile.',
    record: 'Event',
    body: recordDecisionSchema,
    answers: {
      200: {
        description: 'The decision.',
        schema: z.object({ message: z.string(), decision: z.enum(['accepted', 'rejected']), changed: z.boolean() }),
      },
    },
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/records',
    access: 'public',
    summary:
      'The district’s and the state’s records by kind of race (discipline|distance|surface|age category|gender), each with its history, oldest first: names, clubs, times, days and championships only. Its ETag is their version.',
    answers: { 200: { description: 'The records.', schema: z.object({ district: historySchema, state: historySchema }) } },
  }),
  enter: apiRoute({
    method: 'POST',
    path: '/api/records/:level',
    access: 'registrar',
    summary:
      'Enters a state record (`/api/records/state`), or a district record from before the site (`/api/records/district`) (If-Match: the ETag of GET /api/records). Kept in date order; one dated after the record standing must beat it (409); the same record again changes nothing.',
    body: enteredRecordSchema,
    answers: {
      200: { description: 'The record.', schema: z.object({ message: z.string(), changed: z.boolean() }) },
    },
  }),
};
