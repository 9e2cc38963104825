/** Live results of a championship in progress (docs/venue.md): a small answer polled with If-None-Match. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';

const named = z.object({ raceId: z.string(), name: z.string() }).nullable();

export const liveAnswerSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  inProgress: z.boolean(),
  now: named,
  next: named,
  races: z.array(
    z.object({
      raceId: z.string(),
      name: z.string(),
      status: z.enum(['provisional', 'official', 'corrected']).nullable(),
      rows: z.number(),
      entrants: z.number(),
    }),
  ),
});

export const liveRoutes = {
  live: apiRoute({
    method: 'GET',
    path: '/api/events/:id/live',
    access: 'public',
    summary:
      'A championship live: each race’s status and row count, now racing and next up. ETag with If-None-Match (304 when unchanged); the CDN keeps it 5 seconds.',
    record: 'Event',
    answers: { 200: { description: 'The championship now.', schema: liveAnswerSchema } },
  }),
};
