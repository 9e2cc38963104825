/** A child's championships on the family page: those open to enter, the entry changed, and the results with their certificates. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { familyEntrySchema } from './family.schema.ts';

export const familyEntryRoutes = {
  championships: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/championships',
    access: 'family',
    summary:
      'The open championships with a race the child may run: `{championships: [{eventId, title, date, entriesClose, maxRacesPerSkater, races: [{_id, name, entered}], withdrawn}]}`.',
    record: 'Skater',
    answers: { 200: { description: 'The championships.' } },
  }),
  entries: apiRoute({
    method: 'POST',
    path: '/api/family/children/:id/entries',
    access: 'family',
    summary:
      'Enters or withdraws the child from races of a championship (the other races entered stay; mailed); 400 nothing to change, a race named twice, or a rule broken; 409 closed, or withdrawn by the association.',
    record: 'Skater',
    body: familyEntrySchema,
    answers: { 200: { description: '`{message, raceIds}`.', schema: z.object({ message: z.string(), raceIds: z.array(z.string()) }) } },
  }),
  results: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/results',
    access: 'family',
    summary: 'The child’s results and certificates: `{results, certificates: [{code, eventTitle, race, award, pdf}]}`.',
    record: 'Skater',
    answers: { 200: { description: 'The results and certificates.' } },
  }),
};
