/**
 * The results desk's routes (docs/venue.md): the day's championship as the desk keeps it on its
 * device, and its changes, each sent with its own change id (`Idempotency-Key`) and the version
 * of the copy it was made on, so a change sent again lands once and one made on a stale copy is
 * refused with both values.
 */
import { apiRoute } from '#domain/common/api-route.ts';
import {
  deskCheckinAnswerSchema,
  deskCheckinInputSchema,
  deskDaySchema,
  deskResultsAnswerSchema,
  deskResultsInputSchema,
} from './desk.schema.ts';

export const deskRoutes = {
  day: apiRoute({
    method: 'GET',
    path: '/api/events/:id/desk',
    access: 'registrar',
    summary: "The day's championship for the results desk: each race's entrants, results and check-in, each with its version.",
    record: 'Event',
    answers: { 200: { description: 'The day.', schema: deskDaySchema } },
  }),
  results: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/desk/results',
    access: 'registrar',
    summary:
      "Saves one race's results from the desk, once per change id (Idempotency-Key); 409 with both values (`current`, `sent`) when made on a stale copy (`base`).",
    record: 'Event',
    body: deskResultsInputSchema,
    answers: { 200: { description: 'Saved (or, for a change id already used, its first answer).', schema: deskResultsAnswerSchema } },
  }),
  checkin: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/desk/checkin',
    access: 'registrar',
    summary:
      "Saves one race's check-in (who is present, the call time) from the desk, once per change id; 409 with both values when made on a stale copy.",
    record: 'Event',
    body: deskCheckinInputSchema,
    answers: { 200: { description: 'Saved (or, for a change id already used, its first answer).', schema: deskCheckinAnswerSchema } },
  }),
};
