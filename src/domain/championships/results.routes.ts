/** Start lists and results of a championship: public answers name entrants by name and club only; registrars type results in (docs/rules.md#championships). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { raceResultInputSchema, raceResultSchema, raceResultStatusSchema } from './championship.schema.ts';

export const resultsRoutes = {
  startLists: apiRoute({
    method: 'GET',
    path: '/api/events/:id/startlists',
    access: 'public',
    summary: "Every race with its entrants; `skaterId` (the skater's page) for a championship of the season now running.",
    record: 'Event',
    answers: {
      200: { description: '`{eventId, races: [{_id, name, discipline, ageCategory, gender, entrants: [{name, club, skaterId?}]}]}`.' },
    },
  }),
  results: apiRoute({
    method: 'GET',
    path: '/api/events/:id/results',
    access: 'public',
    summary:
      "Every race's results in order (positions ascending, ties together, then DNF, DQ, DNS) with their status (provisional, official, corrected), the medal table by club and the club points (docs/clubs.md#club-standings); before the race's day no race has results or a status and both tables are empty.",
    record: 'Event',
    answers: {
      200: {
        description:
          '`{eventId, races: [{…race, status?, results: [{position?, mark?, outcome?, name, club, skaterId?}]}], medals: [{club, gold, silver, bronze}], clubPoints: [{club, points}]}`.',
      },
    },
  }),
  summaries: apiRoute({
    method: 'GET',
    path: '/api/events/:id/race-summaries',
    access: 'registrar',
    summary:
      "The results screen's race picker: per race the entries still entered, the result rows saved and `provisional`, `official`, `corrected` or `null`, read from the event's entries and results index partitions (no read per race); 404 not a championship.",
    record: 'Event',
    answers: { 200: { description: '`{eventId, raceDay, raceDayReached, races: [{raceId, entrants, results, status}]}`.' } },
  }),
  race: apiRoute({
    method: 'GET',
    path: '/api/events/:id/results/:raceId',
    access: 'registrar',
    summary: "One race's results as stored (none yet: no rows, status null), for the results grid. Its version is the ETag.",
    record: 'Event',
    params: { raceId: 'Race' },
    answers: {
      200: {
        description:
          '`{eventId, raceId, rows: [{entryId, position?, mark?, outcome?}], status (provisional, official or null), officialAt?, correctedAt?, correctionReason?, updatedAt}`.',
      },
    },
  }),
  save: apiRoute({
    method: 'PUT',
    path: '/api/events/:id/results/:raceId',
    access: 'registrar',
    summary:
      "Saves one race's results, replacing its rows (If-Match: a stale version is refused with 409): new or provisional results are provisional; official ones stay official, marked corrected with the reason (audited, contact details masked); 400 a row not an entrant of the race, or twice; 409 official results without a reason.",
    record: 'Event',
    params: { raceId: 'Race' },
    body: raceResultInputSchema,
    answers: {
      200: {
        description:
          "`{message, result}`; before the race's day the message says the results stay provisional and hidden until that day, on the association's calendar.",
        schema: z.object({ message: z.string(), result: raceResultSchema }),
      },
    },
  }),
  markOfficial: apiRoute({
    method: 'PATCH',
    path: '/api/events/:id/results/:raceId',
    access: 'registrar',
    summary: "Marks the race's results official (audited); 409 before the race's day, no results, or already official.",
    record: 'Event',
    params: { raceId: 'Race' },
    body: raceResultStatusSchema,
    answers: {
      200: {
        description: '`{message, race, result}`.',
        schema: z.object({ message: z.string(), race: z.string(), result: raceResultSchema }),
      },
    },
  }),
  skaterResults: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id/results',
    access: 'public',
    summary:
      "The skater's results across championships (the latest 20, from each race's day on, with their status); 404 unless approved for the season now running.",
    record: 'Skater profile',
    answers: {
      200: {
        description: '`{results: [{eventId, eventTitle, eventDate, race, discipline, ageCategory, status, position?, mark?, outcome?}]}`.',
      },
    },
  }),
  skaterPage: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id/public',
    access: 'public',
    summary:
      "What the skater's own page shows: the public fields, the results (the latest 20 championships) and the certificates' codes; cached briefly; 404 unless approved for the season now running.",
    record: 'Skater profile',
    answers: {
      200: {
        description:
          '`{skater: {_id, name, gender, eventCategory, representativeClub, skaterPhoto, ageCategory, registrationNo?}, clubId?, results: […], certificates: [{code, eventTitle, eventDate, race, award}]}`.',
      },
    },
  }),
};
