/** A championship's routes: its rules and races, set up and changed by registrars, read by everyone (docs/rules.md#championships). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { championshipInputSchema, championshipSchema, championshipSetupSchema, raceGridSchema } from './championship.schema.ts';

/** A change of the rules or races answers the championship as stored. */
const changedChampionshipSchema = z.object({ message: z.string(), championship: championshipSchema });

export const championshipRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/championships',
    access: 'registrar',
    summary:
      'Which events are championships, a page by when entries close (the total in `X-Total-Count`), for the screens that pick one (the certificates screen lists championships only).',
    query: listQuerySchema,
    answers: {
      200: {
        description: 'One page of `{_id, entriesClose, raceCount}`.',
        schema: z.array(z.object({ _id: z.string(), entriesClose: z.string(), raceCount: z.number() })),
      },
    },
  }),
  setUp: apiRoute({
    method: 'POST',
    path: '/api/championships',
    access: 'registrar',
    summary:
      'Sets up an event that is a championship, with its rules (races and entry fees follow), in one step; the same `key` (one per opened form) sent again answers 200 with the same event and makes nothing (a setup stopped half-way is finished).',
    body: championshipSetupSchema,
    answers: {
      201: { description: '`{message, event, championship}`.' },
      200: { description: 'Sent again: `{message, event, championship}` as first made.' },
    },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/events/:id/championship',
    access: 'public',
    summary: "The championship's rules and races; 404 'This event is not a championship.' Its version is the ETag.",
    record: 'Event',
    answers: {
      200: {
        description:
          '`{eventId, entriesClose, open, maxRacesPerSkater, selectPerRace, races: [{_id, name, discipline, ageCategory, gender}]}`.',
      },
    },
  }),
  save: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/championship',
    access: 'registrar',
    summary:
      'Creates or changes the rules (If-Match: a stale version is refused with 409); races given replace the list (an `_id` keeps its race); 404 unknown event; 409 a race left out has entries or results.',
    record: 'Event',
    body: championshipInputSchema,
    answers: { 200: { description: '`{message, championship}`.', schema: changedChampionshipSchema } },
  }),
  addGrid: apiRoute({
    method: 'POST',
    path: '/api/events/:id/championship/races/grid',
    access: 'registrar',
    summary:
      'The race builder: every combination of disciplines × age categories × genders not there yet, named after it; 400 past 500 races.',
    record: 'Event',
    body: raceGridSchema,
    answers: {
      201: { description: '`{message, added, championship}`.', schema: changedChampionshipSchema.extend({ added: z.number() }) },
    },
  }),
  removeRace: apiRoute({
    method: 'DELETE',
    path: '/api/events/:id/championship/races/:raceId',
    partOf: '/api/events/:id/championship',
    access: 'registrar',
    summary: 'Removes a race (If-Match: a stale version is refused with 409); 409 while the race has entries (not withdrawn) or results.',
    record: 'Event',
    params: { raceId: 'Race' },
    answers: { 200: { description: '`{message, championship}`.', schema: changedChampionshipSchema } },
  }),
};
