/** Events' routes: everyone reads them; an editor adds, edits and deletes them, a registrar a championship's (docs/rules.md#events). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { eventEditSchema, eventInputSchema, eventSchema } from './event.schema.ts';

export const eventRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/events',
    access: 'public',
    summary: 'Upcoming events soonest first, then past events, a page; `q` searches the title, the place and the date.',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(eventSchema) } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/events',
    access: 'editor',
    summary: 'Adds an event with an optional picture; the site is rebuilt.',
    body: eventInputSchema,
    answers: { 201: { description: 'The event as stored.', schema: eventSchema } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/events/:id',
    access: 'public',
    summary: 'One event; its version is the ETag.',
    record: 'Event',
    answers: { 200: { description: 'The event.', schema: eventSchema } },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/events/:id',
    access: ['editor', 'registrar'],
    summary:
      "Edits an event in place, same id and address, registrations kept (If-Match: a stale version is refused with 409). A picture left out stays, a new one replaces it (the old file is deleted once the record is saved), `''` removes it. 403 for a registrar when the event is not a championship (a registrar corrects only a championship's event).",
    record: 'Event',
    body: eventEditSchema,
    answers: { 200: { description: 'The event as stored; its new version is the ETag.', schema: eventSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/events/:id',
    access: ['editor', 'registrar'],
    summary:
      'Deletes the event, its image and all its registrations, and its championship with its entries, results, district team, certificates (their codes stop verifying) and their PDF (If-Match: a stale version is refused with 409). 403 for an editor when the event has registrations or a championship (a registrar or an owner deletes those).',
    record: 'Event',
    answers: {
      200: {
        description: '`{message, registrationsDeleted, entriesDeleted}`.',
        schema: z.object({ message: z.string(), registrationsDeleted: z.number(), entriesDeleted: z.number() }),
      },
    },
  }),
  registrations: apiRoute({
    method: 'GET',
    path: '/api/events/:id/registrations',
    access: 'editor',
    summary: 'How many registrations and championship entries the event has (the delete confirmation says them); counts only.',
    record: 'Event',
    answers: { 200: { description: '`{count, entries}`.', schema: z.object({ count: z.number(), entries: z.number() }) } },
  }),
};
