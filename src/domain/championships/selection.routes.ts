/** The district team of a championship: registrars only, since it holds registration numbers for the state association (docs/rules.md#championships). */
import { apiRoute } from '#domain/common/api-route.ts';
import { selectionInputSchema } from './championship.schema.ts';

export const selectionRoutes = {
  read: apiRoute({
    method: 'GET',
    path: '/api/events/:id/selection',
    access: 'registrar',
    summary:
      "The district team: per race the top `selectPerRace` from official results only, ties at the cut included, then the admins' changes (skaters added or removed, with the reasons); and every change made. Its version is the ETag.",
    record: 'Event',
    answers: {
      200: {
        description:
          '`{eventId, selectPerRace, races: [{…race, results: none|provisional|official, selected: [{entryId, name, club, registrationNo, position?, mark?, basis: result|added, reason?}], removed: […]}], overrides}`.',
      },
    },
  }),
  change: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/selection',
    access: 'registrar',
    summary:
      "Adds a skater to a race's team or removes one, with the reason (If-Match: a stale version is refused with 409); the audit entry keeps who, which race and the reason. 400 not an entrant of that race, or no reason; 404 unknown race.",
    record: 'Event',
    body: selectionInputSchema,
    answers: { 200: { description: '`{message, change, team}`.' } },
  }),
  csv: apiRoute({
    method: 'GET',
    path: '/api/events/:id/selection/csv',
    access: 'registrar',
    summary: 'The team as CSV, one row per selected skater and race.',
    record: 'Event',
    answers: { 200: { description: '`text/csv`, as an attachment.' } },
  }),
};
