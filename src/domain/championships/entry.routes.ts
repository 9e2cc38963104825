/** Championship entries made by registrars, and an event's entries for the committee (docs/rules.md#championships). */
import { apiRoute } from '#domain/common/api-route.ts';
import { entrantLookupSchema, entryInputSchema, entryListQuerySchema } from './championship.schema.ts';

export const entryRoutes = {
  enter: apiRoute({
    method: 'POST',
    path: '/api/entries',
    access: 'registrar',
    summary:
      "A registrar's entry (parents enter from the family page); it may bring back an entry the association withdrew. Confirmation (of a change too) to the e-mail on the skater's registration. The look-up is audited, found or not. 400 naming the rule broken (race discipline, age category, gender, too many races, unknown race); 404 no skater with this number and date of birth (one answer for both); 409 not approved, not current for the season, or 'Entries are closed for this event.'; 429 while the skater's look-ups are paused.",
    body: entryInputSchema,
    answers: {
      201: { description: '`{message, _id}`.' },
      200: {
        description:
          "`{message, _id}`: the same skater's entry changed: races added, or replaced or dropped only with `replace: true` (409 without it).",
      },
    },
  }),
  // Before '/api/entries/:id', which would take the word for an id.
  eligible: apiRoute({
    method: 'POST',
    path: '/api/entries/eligible',
    access: 'registrar',
    summary: "The races the skater may enter and the skater's name (nothing personal), for the registrar's entry form.",
    body: entrantLookupSchema,
    answers: {
      200: { description: "`{name, maxRacesPerSkater, raceIds}`; 404; 409 as for an entry; 429 while the skater's look-ups are paused." },
    },
  }),
  withdraw: apiRoute({
    method: 'DELETE',
    path: '/api/entries/:id',
    access: 'registrar',
    summary: "Withdraws the entry (kept, `status: 'withdrawn'`).",
    record: 'Entry',
    answers: { 200: { description: '`{message, entry}`.' } },
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/events/:id/entries',
    itemsAt: '/api/entries',
    access: 'registrar',
    summary:
      "The event's entries by name, each with `unpaid` (its entry fee still owed), a page; `?race=`, `?status=entered|withdrawn`, `?q=` (name, number, club).",
    record: 'Event',
    query: entryListQuerySchema,
    answers: { 200: { description: 'One page of `[entry]`.' } },
  }),
  csv: apiRoute({
    method: 'GET',
    path: '/api/events/:id/entries/csv',
    access: 'registrar',
    summary: 'The same list as CSV, streamed; same filters. The export is logged (who, when, which event).',
    record: 'Event',
    query: entryListQuerySchema,
    answers: { 200: { description: '`text/csv`.' } },
  }),
};
